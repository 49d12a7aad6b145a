// What the use cases see of the playlists: writes go to the store (by _id, with their events) and
// then into this replica's read model; every list and count is answered from the read model.
import { randomUUID } from 'node:crypto';
import { withDocumentLock, type OutboxSignal, type PendingEvent } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { ArtistTally } from '../read-model/artist-tally';
import { PlaylistCatalogue } from '../read-model/playlist-catalogue';
import type { Enrichment, PlaylistFilter, PlaylistRecord, Tallies } from '../read-model/playlist-record';
import type { CatalogueListener } from '../search/index-sync';
import { PLAYLISTS_COLLECTION } from './playlist-model';
import { openPlaylistStore } from './playlist-store';

export type NewPlaylist = Pick<
  PlaylistRecord,
  'title' | 'platform' | 'playlistUrl' | 'submittedBy' | 'username'
> &
  Partial<PlaylistRecord>;

export interface PlaylistRepository {
  /** Stores the playlist and its events in one write. */
  insert(playlist: NewPlaylist, events?: PendingEvent[]): Promise<PlaylistRecord>;
  /**
   * From the read model, else from the store by _id: a playlist just created through another
   * replica is found before its event arrives here.
   */
  findById(id: string): Promise<PlaylistRecord | null>;
  /** The store's copy by _id, for a read-check-write (missing or tombstoned: null). */
  findStored(id: string): Promise<PlaylistRecord | null>;
  /** Those of the ids the read model holds (unknown or deleted ones are left out), in no order. */
  findByIds(ids: string[]): PlaylistRecord[];
  /** Newest first (createdAt, then id, so equal times still page stably). */
  findNewest(filter: PlaylistFilter, skip: number, limit: number): PlaylistRecord[];
  /** Most fire votes first, newer first among equals. */
  findTop(limit: number): PlaylistRecord[];
  /** A user's playlists, newest first. */
  findBySubmitter(userId: number): PlaylistRecord[];
  countBySubmitter(userId: number): number;
  /** The artist on most of the user's playlists (newest among equals); null when none is known. */
  mostPlayedArtist(userId: number): string | null;
  // The writes below change an existing document: call them inside withPlaylistLock(id, ...).
  /** Replaces the tags if the document is still at `current.version`; null otherwise. */
  setTags(current: PlaylistRecord, tags: string[], event: PendingEvent): Promise<PlaylistRecord | null>;
  /**
   * Stores the platform's metadata (and the cover art to show) if the document is still at
   * `current.version` and not enriched yet; null otherwise.
   */
  enrich(
    current: PlaylistRecord,
    enrichment: Enrichment,
    albumArtUrls: string[],
    event: PendingEvent,
  ): Promise<PlaylistRecord | null>;
  /** Marks the playlist deleted and records its event in the same write; false if already gone. */
  tombstone(current: PlaylistRecord, event: PendingEvent): Promise<boolean>;
  /** Sets the tallies only when `version` is newer than the last one applied. */
  applyTallies(id: string, tallies: Tallies, version: number): Promise<boolean>;
  setUsername(id: string, username: string): Promise<boolean>;
  // The read model alone, kept fresh from other replicas' events (replica consumers):
  /** The version of the playlist the read model holds; undefined when it holds none. */
  heldVersion(id: string): number | undefined;
  /** Reloads one playlist from the store by _id (missing or tombstoned: dropped). Under its lock. */
  reload(id: string): Promise<void>;
  /** Tallies from a vote.changed; false when the playlist is not held or they are not newer. */
  noteTallies(id: string, tallies: Tallies, version: number): boolean;
  /** A user.renamed: the new name on every playlist of the user held (`version`: the user's). */
  noteRename(userId: number, username: string, version: number): void;
  /** Every live playlist the read model holds, in no order (the search index's rebuild). */
  allLive(): PlaylistRecord[];
  /** Playlists the read model holds (a metric; read at scrape time). */
  readonly heldCount: number;
  /** Fills the read model from one full scan of the store; returns how many playlists it holds. */
  rebuild(): Promise<number>;
}

/**
 * FerretDB applies updates as unlocked read-modify-writes, and the outbox relay rewrites the same
 * documents, so every write to an existing playlist runs under the shared per-document lock.
 */
export function withPlaylistLock<T>(id: string, work: () => Promise<T>): Promise<T> {
  return withDocumentLock(PLAYLISTS_COLLECTION, id, work);
}

/** Hears every change of the read model (the search index follows it); none by default. */
const NO_LISTENER: CatalogueListener = { put: () => {}, tallies: () => {}, removed: () => {} };

export async function createPlaylistRepository(
  conn: mongoose.Connection,
  outbox: OutboxSignal,
  listener: CatalogueListener = NO_LISTENER,
): Promise<PlaylistRepository> {
  const store = await openPlaylistStore(conn);
  const model = new PlaylistCatalogue();
  const artists = new ArtistTally();
  const announced = (id: string) => outbox.written(PLAYLISTS_COLLECTION, id);
  // The artist tally follows whatever copy the catalogue keeps (it merges by version).
  const hold = (record: PlaylistRecord) => {
    model.put(record);
    const held = model.get(record.id);
    if (held) {
      artists.put(held);
      listener.put(held);
    }
  };
  const drop = (id: string) => {
    if (model.remove(id)) listener.removed(id);
    artists.remove(id);
  };
  const tallied = (id: string, applied: boolean) => {
    const held = applied ? model.get(id) : undefined;
    if (held) listener.tallies(held);
    return applied;
  };

  return {
    async insert({ id = randomUUID(), createdAt = new Date(), ...fields }, events = []) {
      const created = await store.insert({ ...fields, _id: id, createdAt }, events);
      hold(created);
      if (events.length) announced(id);
      return created;
    },
    async findById(id) {
      return model.get(id) ?? (await store.findById(id));
    },
    findStored: (id) => store.findById(id),
    findByIds(ids) {
      return ids.flatMap((id) => model.get(id) ?? []);
    },
    findNewest: (filter, skip, limit) => model.newest(filter, skip, limit),
    findTop: (limit) => model.top(limit),
    findBySubmitter: (userId) => model.bySubmitter(userId),
    countBySubmitter: (userId) => model.countBySubmitter(userId),
    mostPlayedArtist: (userId) => artists.mostPlayed(userId),
    async setTags(current, tags, event) {
      if (!(await store.setTags(current.id, current.version, tags, event))) return null;
      const updated = { ...current, tags, version: current.version + 1 };
      hold(updated);
      announced(current.id);
      return updated;
    },
    async enrich(current, enrichment, albumArtUrls, event) {
      if (!(await store.enrich(current.id, current.version, enrichment, albumArtUrls, event))) return null;
      const updated = { ...current, enrichment, albumArtUrls, version: current.version + 1 };
      hold(updated);
      announced(current.id);
      return updated;
    },
    async tombstone(current, event) {
      if (!(await store.tombstone(current.id, current.version, event))) return false;
      drop(current.id);
      announced(current.id);
      return true;
    },
    async applyTallies(id, tallies, version) {
      const applied = await store.applyTallies(id, tallies, version);
      if (applied) tallied(id, model.applyTallies(id, tallies, version));
      return applied;
    },
    setUsername: (id, username) => store.setUsername(id, username),
    heldVersion: (id) => model.get(id)?.version,
    reload: (id) =>
      withPlaylistLock(id, async () => {
        const stored = await store.findById(id);
        if (stored) hold(stored);
        else drop(id);
      }),
    noteTallies: (id, tallies, version) => tallied(id, model.applyTallies(id, tallies, version)),
    noteRename(userId, username, version) {
      model.rename(userId, username, version);
    },
    allLive: () => model.all(),
    get heldCount() {
      return model.size;
    },
    async rebuild() {
      const live: PlaylistRecord[] = [];
      for await (const record of store.scanLive()) live.push(record);
      model.reset(live);
      artists.reset(live);
      return model.size;
    },
  };
}
