// What the seed writes, derived from the seed value alone: the same seed always describes the same
// users, playlists, votes and follows, which is what makes a rerun find them instead of adding more.
import type { Platform } from '@sonic-nexus/contract';
import { intBetween, pick, pickWeighted, token, unit } from './random';
import {
  ACTIVITIES,
  ACTIVITY_TAGS,
  ADJECTIVES,
  CURATOR_SLUGS,
  DECADES,
  DESCRIPTION_CLOSINGS,
  DESCRIPTION_OPENINGS,
  GENRES,
  MOODS,
  NOUNS,
  PLACES,
  TIMES,
} from './vocabulary';

/** A seed value becomes part of usernames, which allow only letters, digits and underscores. */
export const SEED_VALUE_PATTERN = /^[A-Za-z0-9]{1,20}$/;

export interface SeedUser {
  index: number;
  username: string;
  email: string;
  password: string;
}

export interface SeedPlaylist {
  index: number;
  /** index of the owner among the seed's users (0-based) */
  owner: number;
  title: string;
  description: string;
  platform: Platform;
  playlistUrl: string;
  tags: string[];
  durationMinutes: number;
}

export type SeedVoteType = 'fire' | 'thumbs_up' | 'trash';

export interface SeedVote {
  voter: number;
  playlist: number;
  type: SeedVoteType;
}

export interface SeedFollow {
  follower: number;
  following: number;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BASE64URL = `${BASE62}-_`;
const HEX = '0123456789abcdef';

/** The password every seeded account shares, so the bench (and a person) can sign in as one. */
export function seedPassword(seed: string): string {
  return `${seed}-seeded-password`;
}

/** User `index` (0-based) is named `<seed>_u0001` onwards. */
export function seedUser(seed: string, index: number): SeedUser {
  const username = `${seed}_u${String(index + 1).padStart(4, '0')}`;
  return {
    index,
    username,
    email: `${username.toLowerCase()}@seed.sonic-nexus.test`,
    password: seedPassword(seed),
  };
}

/**
 * Playlist `index` belongs to user `index mod users`, so adding playlists with the same users
 * never moves an existing one to another owner (its existence is checked among its owner's).
 */
export function playlistOwner(index: number, users: number): number {
  return index % users;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function playlistTitle(seed: string, index: number): string {
  const k = (part: string) => [seed, 'title', index, part] as const;
  const genre = pick(GENRES, ...k('genre'));
  const capitalised = genre.replace(/(^|[\s-])\w/g, (c) => c.toUpperCase());
  switch (intBetween(0, 5, ...k('form'))) {
    case 0:
      return `${pick(ADJECTIVES, ...k('adj'))} ${capitalised} ${pick(NOUNS, ...k('noun'))}`;
    case 1:
      return `${capitalised} for ${pick(ACTIVITIES, ...k('activity'))}`;
    case 2:
      return `${pick(DECADES, ...k('decade'))} ${capitalised} Classics`;
    case 3:
      return `${pick(PLACES, ...k('place'))} ${pick(TIMES, ...k('time'))}`;
    case 4:
      return `${pick(MOODS, ...k('mood')).replace(/^\w/, (c) => c.toUpperCase())} ${capitalised} Mix`;
    default:
      return `${pick(ADJECTIVES, ...k('adj'))} ${pick(NOUNS, ...k('noun'))} Vol. ${intBetween(1, 12, ...k('vol'))}`;
  }
}

function playlistDescription(seed: string, index: number): string {
  const k = (part: string) => [seed, 'description', index, part] as const;
  if (unit(...k('empty')) < 0.1) return '';
  const closing = pick(DESCRIPTION_CLOSINGS, ...k('closing')).replace(
    '{activity}',
    pick(ACTIVITIES, ...k('activity')),
  );
  return `${pick(DESCRIPTION_OPENINGS, ...k('opening'))} ${closing}`;
}

function playlistTags(seed: string, index: number): string[] {
  const k = (part: string | number) => [seed, 'tags', index, part] as const;
  const count = pickWeighted(
    [
      [1, 2],
      [2, 4],
      [3, 3],
      [4, 1],
    ],
    ...k('count'),
  );
  const pools = [GENRES, MOODS, ACTIVITY_TAGS, GENRES] as const;
  const tags = new Set<string>();
  for (let i = 0; i < count; i += 1) tags.add(pick(pools[i] as readonly string[], ...k(i)));
  return [...tags];
}

/** A link on the platform's own host (DESIGN §8) that the embed builder accepts. */
function playlistUrl(seed: string, index: number, platform: Platform, title: string): string {
  const id = (alphabet: string, length: number) => token(alphabet, length, seed, 'url', index);
  switch (platform) {
    case 'spotify':
      return `https://open.spotify.com/playlist/${id(BASE62, 22)}`;
    case 'apple':
      return `https://music.apple.com/us/playlist/${slug(title)}/pl.${id(HEX, 32)}`;
    case 'youtube':
      return `https://music.youtube.com/playlist?list=PL${id(BASE64URL, 32)}`;
    case 'soundcloud':
      return `https://soundcloud.com/${pick(CURATOR_SLUGS, seed, 'curator', index)}/sets/${slug(title)}-${id(HEX, 6)}`;
  }
}

export function seedPlaylist(seed: string, index: number, users: number): SeedPlaylist {
  const title = playlistTitle(seed, index);
  const platform = pickWeighted<Platform>(
    [
      ['spotify', 45],
      ['apple', 20],
      ['youtube', 20],
      ['soundcloud', 15],
    ],
    seed,
    'platform',
    index,
  );
  return {
    index,
    owner: playlistOwner(index, users),
    title,
    description: playlistDescription(seed, index),
    platform,
    playlistUrl: playlistUrl(seed, index, platform, title),
    tags: playlistTags(seed, index),
    durationMinutes: intBetween(20, 400, seed, 'duration', index),
  };
}

/**
 * `count` distinct (voter, playlist) pairs. Voters take turns; playlists are skewed towards the
 * first ones (r² of a uniform r), so some playlists gather many votes and the Top 100 means
 * something. Stops early when the pairs run out.
 */
export function planVotes(seed: string, users: number, playlists: number, count: number): SeedVote[] {
  const votes: SeedVote[] = [];
  const seen = new Set<number>();
  if (users === 0 || playlists === 0) return votes;
  for (let k = 0; votes.length < count && k < count * 4; k += 1) {
    const voter = k % users;
    const playlist = Math.floor(playlists * unit(seed, 'vote', k) ** 2);
    const key = voter * playlists + playlist;
    if (seen.has(key)) continue;
    seen.add(key);
    const type = pickWeighted<SeedVoteType>(
      [
        ['fire', 45],
        ['thumbs_up', 40],
        ['trash', 15],
      ],
      seed,
      'vote-type',
      k,
    );
    votes.push({ voter, playlist, type });
  }
  return votes;
}

/** `count` distinct follows, never of oneself; a few popular curators gather most followers. */
export function planFollows(seed: string, users: number, count: number): SeedFollow[] {
  const follows: SeedFollow[] = [];
  const seen = new Set<number>();
  if (users < 2) return follows;
  for (let k = 0; follows.length < count && k < count * 4; k += 1) {
    const follower = k % users;
    const following = Math.floor(users * unit(seed, 'follow', k) ** 1.5);
    const key = follower * users + following;
    if (following === follower || seen.has(key)) continue;
    seen.add(key);
    follows.push({ follower, following });
  }
  return follows;
}
