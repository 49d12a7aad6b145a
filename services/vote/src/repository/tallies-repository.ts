import type { PendingEvent } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import type { VoteCounts } from './counts';
import { initTalliesModel, type TalliesDoc } from './tallies-model';

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

const DUPLICATE_KEY = 11000;

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
          if ((err as { code?: unknown }).code === DUPLICATE_KEY) return false;
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
