// Playlist-like documents for the store bench: the fields, sizes and secondary indexes of
// services/playlist's stored playlist (as of the store move), with random but plausible values.
import { randomUUID } from 'node:crypto';

export interface BenchPlaylist {
  _id: string;
  title: string;
  description: string;
  platform: string;
  playlistUrl: string;
  embedUrl: string;
  albumArtUrls: string[];
  tags: string[];
  durationMinutes: number;
  trackCount: number;
  fireVotes: number;
  thumbsUpVotes: number;
  trashVotes: number;
  submittedBy: number;
  username: string;
  createdAt: Date;
  version: number;
  tallyVersion: number;
  pendingEvents: never[];
}

/** Submitters: a find by `submittedBy` returns about size / USERS documents. */
const USERS = 500;
const PLATFORMS = ['spotify', 'apple-music', 'youtube-music', 'soundcloud'];
const TAGS = Array.from({ length: 30 }, (_, i) => `tag${i}`);

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const int = (max: number) => Math.floor(Math.random() * max);

export function playlistDoc(): BenchPlaylist {
  const id = randomUUID();
  const user = 1 + int(USERS);
  return {
    _id: id,
    title: `Late night mix ${id.slice(0, 8)}`,
    description: 'Slow synths, warm tape hiss and a few surprises for the walk home. '.repeat(2),
    platform: pick(PLATFORMS),
    playlistUrl: `https://open.spotify.com/playlist/${id.replace(/-/g, '')}`,
    embedUrl: `https://open.spotify.com/embed/playlist/${id.replace(/-/g, '')}`,
    albumArtUrls: Array.from({ length: 4 }, (_, i) => `https://i.scdn.co/image/${id.slice(0, 12)}${i}`),
    tags: [pick(TAGS), pick(TAGS), pick(TAGS)],
    durationMinutes: 20 + int(200),
    trackCount: 5 + int(60),
    fireVotes: int(500),
    thumbsUpVotes: int(200),
    trashVotes: int(20),
    submittedBy: user,
    username: `curator${user}`,
    createdAt: new Date(Date.now() - int(365 * 24 * 3600 * 1000)),
    version: 1,
    tallyVersion: 0,
    pendingEvents: [],
  };
}

export function randomUser(): number {
  return 1 + int(USERS);
}

/** The playlist model's secondary indexes (they cost every write). */
export const PLAYLIST_INDEXES: Array<Record<string, 1 | -1>> = [
  { platform: 1 },
  { tags: 1 },
  { fireVotes: 1 },
  { submittedBy: 1 },
  { createdAt: 1 },
  { createdAt: -1, _id: -1 },
  { fireVotes: -1, createdAt: -1 },
  { submittedBy: 1, createdAt: -1 },
];
