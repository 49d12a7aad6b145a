// The most-played artist model alone: counts per user, ties to the newest playlist, spelling,
// changes and removals, and users that must not see each other's playlists.
import { ArtistTally } from './artist-tally';
import type { PlaylistRecord } from './playlist-record';

const BASE = Date.parse('2025-01-01T00:00:00.000Z');

function aRecord(n: number, artist: string | null, patch: Partial<PlaylistRecord> = {}): PlaylistRecord {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Playlist ${n}`,
    description: '',
    platform: 'youtube',
    playlistUrl: `https://www.youtube.com/playlist?list=PL${n}`,
    embedUrl: '',
    albumArtUrls: [],
    tags: [],
    durationMinutes: 0,
    trackCount: 0,
    fireVotes: 0,
    thumbsUpVotes: 0,
    trashVotes: 0,
    submittedBy: 7,
    username: 'dj_seven',
    createdAt: new Date(BASE + n * 60_000),
    version: artist === null ? 1 : 2,
    tallyVersion: 0,
    ...(artist === null
      ? {}
      : { enrichment: { title: `Mix ${n}`, artist, thumbnailUrl: '', enrichedAt: new Date(BASE) } }),
    ...patch,
  };
}

const tallyOf = (records: PlaylistRecord[]) => {
  const t = new ArtistTally();
  t.reset(records);
  return t;
};

it('is null for a user with no playlists, none enriched, or only unnamed artists', () => {
  const t = tallyOf([aRecord(1, null), aRecord(2, ''), aRecord(3, '   ')]);
  expect(t.mostPlayed(7)).toBeNull();
  expect(t.mostPlayed(8)).toBeNull();
});

it('answers the artist on most of the user playlists, only from that user', () => {
  const t = tallyOf([
    aRecord(1, 'Lofi Girl'),
    aRecord(2, 'Lofi Girl'),
    aRecord(3, 'Nils Frahm'), // newest, but on fewer playlists
    aRecord(4, 'Nils Frahm', { submittedBy: 8 }),
    aRecord(5, 'Nils Frahm', { submittedBy: 8 }),
  ]);
  expect(t.mostPlayed(7)).toBe('Lofi Girl');
  expect(t.mostPlayed(8)).toBe('Nils Frahm');
});

it('breaks a tie by the newest playlist, whose spelling it answers; case and spaces do not split', () => {
  const t = tallyOf([aRecord(1, 'Nils Frahm'), aRecord(2, 'lofi  girl'), aRecord(3, 'Nils Frahm')]);
  expect(t.mostPlayed(7)).toBe('Nils Frahm');
  t.put(aRecord(4, 'Lofi Girl'));
  expect(t.mostPlayed(7)).toBe('Lofi Girl'); // 2 each, and Lofi Girl is on the newest
  // Same millisecond: the id decides, so every replica answers the same.
  const same = tallyOf([aRecord(5, 'A'), aRecord(6, 'B', { createdAt: new Date(BASE + 5 * 60_000) })]);
  expect(same.mostPlayed(7)).toBe('B');
});

it('follows removals and changed records, and forgets a user whose playlists are all gone', () => {
  const t = tallyOf([aRecord(1, 'Lofi Girl'), aRecord(2, 'Lofi Girl'), aRecord(3, 'Nils Frahm')]);
  t.remove(aRecord(1, null).id);
  t.remove(aRecord(2, null).id);
  expect(t.mostPlayed(7)).toBe('Nils Frahm');
  t.remove('not-held'); // nothing to forget
  t.put(aRecord(3, 'Ólafur Arnalds')); // the same playlist, now naming another artist
  expect(t.mostPlayed(7)).toBe('Ólafur Arnalds');
  t.put(aRecord(3, null)); // a copy without enrichment
  expect(t.mostPlayed(7)).toBeNull();
  t.reset([]);
  expect(t.mostPlayed(7)).toBeNull();
});
