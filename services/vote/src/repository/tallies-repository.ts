// How tallies stay exact (DESIGN §4). FerretDB 1.x applies an update as an unlocked
// read-modify-write, so concurrent `$inc`s on one tallies document can lose increments. So:
//  1. every change of a playlist's votes or tallies runs inside that playlist's lock
//     (withTalliesLock), the same process-wide lock the outbox relay takes before it clears the
//     document's pending events;
//  2. inside it the tallies are never adjusted, but recounted from the vote documents, so even a
//     tallies write lost in a crash is repaired by the next change of that playlist;
//  3. the version grows by exactly one per change, written with the counts and the vote.changed
//     event in one single-document write guarded by the previous version (store). On real MongoDB
//     with several replicas (where the in-process lock does not reach) that guard turns a race
//     into a retry, never into an older count overwriting a newer one.
import { isDuplicateKey, withDocumentLock, type PendingEvent } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import type { VoteCounts } from './counts';
import { initTalliesModel, TALLIES_COLLECTION, type TalliesDoc } from './tallies-model';

export interface TalliesRecord extends VoteCounts {
  playlistId: string;
  version: number;
}

export interface TalliesRepository {
  /** The stored tallies, tombstoned ones included (the writer must see every version). */
  find(playlistId: string): Promise<(TalliesRecord & { deleted: boolean }) | null>;
  /** Live tallies of these playlists; playlists never voted on are absent. */
  findMany(playlistIds: string[]): Promise<TalliesRecord[]>;
  /**
   * Stores new counts as `version`, with the event announcing them, in ONE single-document write.
   * Guarded by the expected previous version (0 = no document yet): false when another writer got
   * there first (possible only across processes), so the caller recounts and tries again.
   */
  store(playlistId: string, counts: VoteCounts, version: number, event: PendingEvent): Promise<boolean>;
  /** Ids of every playlist with live tallies. */
  liveIds(): Promise<string[]>;
  /** Marks a deleted playlist's document; the outbox relay removes it once nothing is pending. */
  tombstone(playlistId: string): Promise<void>;
}

/** Runs `work` while holding the playlist's lock (see the top of this file). */
export function withTalliesLock<T>(playlistId: string, work: () => Promise<T>): Promise<T> {
  return withDocumentLock(TALLIES_COLLECTION, playlistId, work);
}

function toRecord(doc: TalliesDoc): TalliesRecord {
  return {
    playlistId: doc._id,
    fireVotes: doc.fireVotes,
    thumbsUpVotes: doc.thumbsUpVotes,
    trashVotes: doc.trashVotes,
    version: doc.version,
  };
}

export async function createTalliesRepository(conn: mongoose.Connection): Promise<TalliesRepository> {
  const Tallies = await initTalliesModel(conn);

  return {
    async find(playlistId) {
      const doc = await Tallies.findById(playlistId).lean<TalliesDoc>();
      return doc ? { ...toRecord(doc), deleted: doc.deletedAt !== undefined } : null;
    },
    async findMany(playlistIds) {
      const docs = await Tallies.find({ _id: { $in: playlistIds }, deletedAt: { $exists: false } }).lean<
        TalliesDoc[]
      >();
      return docs.map(toRecord);
    },
    async store(playlistId, counts, version, event) {
      const updatedAt = new Date();
      if (version === 1) {
        try {
          await Tallies.create({ _id: playlistId, ...counts, version, pendingEvents: [event], updatedAt });
          return true;
        } catch (err) {
          if (isDuplicateKey(err)) return false;
          throw err;
        }
      }
      const res = await Tallies.updateOne(
        { _id: playlistId, version: version - 1 },
        { $set: { ...counts, version, updatedAt }, $push: { pendingEvents: event } },
      );
      return res.matchedCount === 1;
    },
    async liveIds() {
      const docs = await Tallies.find({ deletedAt: { $exists: false } }, { _id: 1 }).lean<
        Array<{ _id: string }>
      >();
      return docs.map((doc) => doc._id);
    },
    async tombstone(playlistId) {
      await Tallies.updateOne({ _id: playlistId }, { $set: { deletedAt: new Date() } });
    },
  };
}
