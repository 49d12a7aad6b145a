// The orders the lists are read in, as total comparisons (ties broken by id) so that every entry
// has exactly one place and a removal finds it by binary search.
import type { PlaylistRecord } from './playlist-record';

/**
 * One live playlist in the indexes. The indexes hold the entry, not the record, so a change that
 * keeps an index's keys (tallies in a newest-first list, a new name) swaps `record` in place
 * instead of moving the entry in every list. `id` and `createdMs` never change.
 */
export interface Entry {
  readonly id: string;
  readonly createdMs: number;
  record: PlaylistRecord;
}

export const entryOf = (record: PlaylistRecord): Entry => ({
  id: record.id,
  createdMs: record.createdAt.getTime(),
  record,
});

const idDescending = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);

/** Feed, filters and a user's playlists: createdAt descending, then id descending. */
export const newestFirst = (a: Entry, b: Entry): number =>
  b.createdMs - a.createdMs || idDescending(a.id, b.id);

/** Top lists: fire votes descending, then newest first. Reads the record: move the entry when they change. */
export const topFirst = (a: Entry, b: Entry): number =>
  b.record.fireVotes - a.record.fireVotes || newestFirst(a, b);
