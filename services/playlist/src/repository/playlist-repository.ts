import { randomUUID } from 'node:crypto';
import { withDocumentLock, type PendingEvent } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { PLAYLISTS_COLLECTION, playlistSchema, type PlaylistDoc } from './playlist-model';

export interface PlaylistRecord extends Omit<
  PlaylistDoc,
  '_id' | 'pendingEvents' | 'deletedAt' | 'tallyVersion'
> {
  id: string;
}

export type NewPlaylist = Pick<
  PlaylistRecord,
  'title' | 'platform' | 'playlistUrl' | 'submittedBy' | 'username'
> &
  Partial<PlaylistRecord>;

export interface PlaylistFilter {
  tag?: string;
  platform?: string;
}

export interface Tallies {
  fireVotes: number;
  thumbsUpVotes: number;
  trashVotes: number;
}

export interface PlaylistRepository {
  /** Stores the playlist and its events in one write. */
  insert(playlist: NewPlaylist, events?: PendingEvent[]): Promise<PlaylistRecord>;
  findById(id: string): Promise<PlaylistRecord | null>;
  findByIds(ids: string[]): Promise<PlaylistRecord[]>;
  /** Newest first (createdAt, then id, so equal times still page stably). */
  findNewest(filter: PlaylistFilter, skip: number, limit: number): Promise<PlaylistRecord[]>;
  /** Most fire votes first, newer first among equals. */
  findTop(limit: number): Promise<PlaylistRecord[]>;
  /** A user's playlists, newest first. */
  findBySubmitter(userId: number): Promise<PlaylistRecord[]>;
  countBySubmitter(userId: number): Promise<number>;
  // The writes below change an existing document: call them inside withPlaylistLock(id, ...).
  /** Replaces the tags if the document is still at `expectedVersion`; false otherwise. */
  setTags(id: string, expectedVersion: number, tags: string[], event: PendingEvent): Promise<boolean>;
  /** Marks the playlist deleted and records its event in the same write; false if already gone. */
  tombstone(id: string, expectedVersion: number, event: PendingEvent): Promise<boolean>;
  /** Sets the tallies only when `version` is newer than the last one applied. */
  applyTallies(id: string, tallies: Tallies, version: number): Promise<boolean>;
  setUsername(id: string, username: string): Promise<boolean>;
}

/**
 * FerretDB applies updates as unlocked read-modify-writes, and the outbox relay rewrites the same
 * documents, so every write to an existing playlist runs under the shared per-document lock.
 */
export function withPlaylistLock<T>(id: string, work: () => Promise<T>): Promise<T> {
  return withDocumentLock(PLAYLISTS_COLLECTION, id, work);
}

const LIVE = { deletedAt: { $exists: false } } as const;
const HIDDEN = { pendingEvents: 0, deletedAt: 0, tallyVersion: 0 } as const;

type StoredDoc = Omit<PlaylistDoc, 'pendingEvents' | 'deletedAt' | 'tallyVersion'>;

function toRecord({ _id, ...rest }: StoredDoc): PlaylistRecord {
  return { id: _id, ...rest };
}

export async function createPlaylistRepository(conn: mongoose.Connection): Promise<PlaylistRepository> {
  const Playlist = conn.model<PlaylistDoc>('Playlist', playlistSchema);
  await Playlist.init(); // indexes exist before the first request

  const changed = (res: { modifiedCount: number }) => res.modifiedCount === 1;

  return {
    async insert({ id = randomUUID(), createdAt = new Date(), ...fields }, events = []) {
      const doc = await Playlist.create({ _id: id, createdAt, ...fields, pendingEvents: events });
      const {
        pendingEvents: _events,
        deletedAt: _deleted,
        tallyVersion: _tally,
        ...stored
      } = doc.toObject<PlaylistDoc>();
      return toRecord(stored);
    },
    async findById(id) {
      const doc = await Playlist.findOne({ _id: id, ...LIVE }, HIDDEN).lean<StoredDoc>();
      return doc ? toRecord(doc) : null;
    },
    async findByIds(ids) {
      if (ids.length === 0) return [];
      const docs = await Playlist.find({ _id: { $in: ids }, ...LIVE }, HIDDEN).lean<StoredDoc[]>();
      return docs.map(toRecord);
    },
    async findNewest(filter, skip, limit) {
      const query: mongoose.FilterQuery<PlaylistDoc> = {};
      if (filter.tag) query.tags = filter.tag;
      if (filter.platform) query.platform = filter.platform;
      const docs = await Playlist.find({ ...query, ...LIVE }, HIDDEN)
        .sort({ createdAt: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean<StoredDoc[]>();
      return docs.map(toRecord);
    },
    async findTop(limit) {
      const docs = await Playlist.find(LIVE, HIDDEN)
        .sort({ fireVotes: -1, createdAt: -1, _id: -1 })
        .limit(limit)
        .lean<StoredDoc[]>();
      return docs.map(toRecord);
    },
    async findBySubmitter(userId) {
      const docs = await Playlist.find({ submittedBy: userId, ...LIVE }, HIDDEN)
        .sort({ createdAt: -1, _id: -1 })
        .lean<StoredDoc[]>();
      return docs.map(toRecord);
    },
    async countBySubmitter(userId) {
      return Playlist.countDocuments({ submittedBy: userId, ...LIVE });
    },
    async setTags(id, expectedVersion, tags, event) {
      const res = await Playlist.updateOne(
        { _id: id, version: expectedVersion, ...LIVE },
        { $set: { tags, version: expectedVersion + 1 }, $push: { pendingEvents: event } },
      );
      return changed(res);
    },
    async tombstone(id, expectedVersion, event) {
      const res = await Playlist.updateOne(
        { _id: id, version: expectedVersion, ...LIVE },
        { $set: { deletedAt: new Date(), version: expectedVersion + 1 }, $push: { pendingEvents: event } },
      );
      return changed(res);
    },
    async applyTallies(id, tallies, version) {
      const res = await Playlist.updateOne(
        { _id: id, tallyVersion: { $lt: version }, ...LIVE },
        { $set: { ...tallies, tallyVersion: version } },
      );
      return changed(res);
    },
    async setUsername(id, username) {
      const res = await Playlist.updateOne({ _id: id, ...LIVE }, { $set: { username } });
      return changed(res);
    },
  };
}
