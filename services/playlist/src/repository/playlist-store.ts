// The stored playlists, reached by `_id` only: FerretDB fetches the whole collection for a sort,
// a count or a list of ids (and on SQLite for any filter but `_id`), so lists come from the read
// model and the store is read in full once, at start (scanLive).
import type { PendingEvent } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import type { Enrichment, PlaylistRecord, Tallies } from '../read-model/playlist-record';
import { playlistSchema, type PlaylistDoc } from './playlist-model';

type StoredDoc = Omit<PlaylistDoc, 'pendingEvents'>;
/** What a new document must say; the schema's defaults fill the rest. */
type NewDoc = Pick<PlaylistDoc, '_id' | 'createdAt'> & Partial<Omit<StoredDoc, 'deletedAt'>>;

// The outbox is the relay's business; never read it back.
const WITHOUT_OUTBOX = { pendingEvents: 0 } as const;
const LIVE = { deletedAt: { $exists: false } } as const;

function toRecord({ _id, deletedAt: _deleted, ...rest }: StoredDoc): PlaylistRecord {
  return { id: _id, ...rest };
}

export async function openPlaylistStore(conn: mongoose.Connection) {
  const Playlist = conn.model<PlaylistDoc>('Playlist', playlistSchema);
  // Also drops the sort indexes earlier versions created: nothing reads them, every write pays them.
  await Playlist.syncIndexes();
  const changed = (res: { modifiedCount: number }) => res.modifiedCount === 1;

  return {
    async insert(fields: NewDoc, events: PendingEvent[]) {
      const doc = await Playlist.create({ ...fields, pendingEvents: events });
      const { pendingEvents: _events, ...stored } = doc.toObject<PlaylistDoc>();
      return toRecord(stored);
    },
    /** The live playlist, or null when missing or tombstoned. */
    async findById(id: string): Promise<PlaylistRecord | null> {
      const doc = await Playlist.findOne({ _id: id }, WITHOUT_OUTBOX).lean<StoredDoc>();
      return doc && !doc.deletedAt ? toRecord(doc) : null;
    },
    /** Every live playlist, streamed: the one full scan, for the rebuild at start. */
    async *scanLive(): AsyncGenerator<PlaylistRecord> {
      const cursor = Playlist.find({}, WITHOUT_OUTBOX).lean<StoredDoc[]>().cursor({ batchSize: 1000 });
      for await (const doc of cursor) if (!doc.deletedAt) yield toRecord(doc as StoredDoc);
    },
    // The writes below change an existing document: call them inside withPlaylistLock(id, ...).
    async setTags(id: string, expectedVersion: number, tags: string[], event: PendingEvent) {
      const res = await Playlist.updateOne(
        { _id: id, version: expectedVersion, ...LIVE },
        { $set: { tags, version: expectedVersion + 1 }, $push: { pendingEvents: event } },
      );
      return changed(res);
    },
    async tombstone(id: string, expectedVersion: number, event: PendingEvent) {
      const res = await Playlist.updateOne(
        { _id: id, version: expectedVersion, ...LIVE },
        { $set: { deletedAt: new Date(), version: expectedVersion + 1 }, $push: { pendingEvents: event } },
      );
      return changed(res);
    },
    /** Stores the platform's metadata once: only while the playlist is at `expectedVersion` and not enriched. */
    async enrich(
      id: string,
      expectedVersion: number,
      enrichment: Enrichment,
      albumArtUrls: string[],
      event: PendingEvent,
    ) {
      const res = await Playlist.updateOne(
        { _id: id, version: expectedVersion, enrichment: { $exists: false }, ...LIVE },
        {
          $set: { enrichment, albumArtUrls, version: expectedVersion + 1 },
          $push: { pendingEvents: event },
        },
      );
      return changed(res);
    },
    async applyTallies(id: string, tallies: Tallies, version: number) {
      const res = await Playlist.updateOne(
        { _id: id, tallyVersion: { $lt: version }, ...LIVE },
        { $set: { ...tallies, tallyVersion: version } },
      );
      return changed(res);
    },
    async setUsername(id: string, username: string) {
      const res = await Playlist.updateOne({ _id: id, ...LIVE }, { $set: { username } });
      return changed(res);
    },
  };
}
