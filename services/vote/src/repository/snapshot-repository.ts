// How votes and tallies stay exact and durable (DESIGN §4, services/README.md "vote log"):
//  1. Every change of votes is an operation in the vote log, a JetStream stream (log/). Every
//     replica applies the log in stream order with the same pure rules, so all replicas hold the
//     same votes, tallies and versions, and a cast is answered once its replica applied it.
//  2. The store holds snapshots of that state, written behind the log: each playlist the log
//     changed is saved about once a second as a new document `<playlistId>@<version>`, then the
//     replica's previous one goes. Inserts only: a version's content is the same on every replica,
//     so a second insert of it fails harmlessly, and no update can race another replica's.
//  3. A checkpoint (a log sequence) is inserted once every playlist changed up to it has its
//     snapshot stored. At start a replica loads the newest snapshot of each playlist and applies
//     the log from the newest checkpoint on; per playlist, entries its snapshot holds are skipped.
//     Sequences are only compared within one log (`logId`): a log deleted and made again (its data
//     wiped) starts at 1, and snapshots of the old one then hold none of its entries.
// The votes themselves are stored packed in one string (packed-votes.ts says why).
import { isDuplicateKey } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import type { PlaylistSnapshot } from '../read-model/votes-model';
import type { VoteCounts } from '../voting/vote-counts';
import { packVotes, unpackVotes } from './packed-votes';
import { initVoteModels, type PlaylistVotesDoc, type VoteCheckpointDoc } from './playlist-votes-model';

/** A playlist as stored, with the counts stored beside its votes (checked at start). */
export interface StoredPlaylist extends PlaylistSnapshot {
  counts: VoteCounts;
  /** the log sequence the snapshot was taken at (0: written before the vote log) */
  logSeq: number;
  /** the vote log `logSeq` counts in ('' before the vote log) */
  logId: string;
}

/** A stored snapshot and its document id (to delete it once a newer one is stored). */
export interface ScannedSnapshot extends StoredPlaylist {
  id: string;
}

export interface SnapshotRepository {
  /** Inserts the snapshot; false when that version is stored already (another replica's). */
  save(snapshot: StoredPlaylist): Promise<boolean>;
  remove(id: string): Promise<void>;
  saveCheckpoint(logSeq: number, logId: string): Promise<void>;
  removeCheckpoint(logSeq: number, logId: string): Promise<void>;
  /** Every snapshot document: the rebuild's one scan. */
  scan(): AsyncIterable<ScannedSnapshot>;
  /** Every checkpoint (a replica keeps its newest and deletes the ones before). */
  checkpoints(): Promise<Array<{ logSeq: number; logId: string }>>;
}

const checkpointId = (logSeq: number, logId: string): string => `${logId}#${logSeq}`;

export const snapshotId = (playlistId: string, version: number): string => `${playlistId}@${version}`;

function toSnapshot(doc: PlaylistVotesDoc): ScannedSnapshot {
  return {
    id: doc._id,
    playlistId: doc.playlistId ?? doc._id,
    version: doc.version,
    logSeq: doc.logSeq ?? 0,
    logId: doc.logId ?? '',
    deleted: doc.deletedAt !== undefined,
    votes: unpackVotes(doc.votes ?? ''),
    counts: { fireVotes: doc.fireVotes, thumbsUpVotes: doc.thumbsUpVotes, trashVotes: doc.trashVotes },
  };
}

export async function createSnapshotRepository(conn: mongoose.Connection): Promise<SnapshotRepository> {
  const { PlaylistVotes, Checkpoints } = await initVoteModels(conn);

  const insertOnce = async (insert: () => Promise<unknown>): Promise<boolean> => {
    try {
      await insert();
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  };

  return {
    save: (snapshot) => {
      const updatedAt = new Date();
      return insertOnce(() =>
        PlaylistVotes.create({
          _id: snapshotId(snapshot.playlistId, snapshot.version),
          playlistId: snapshot.playlistId,
          votes: snapshot.deleted ? '' : packVotes(snapshot.votes),
          ...snapshot.counts,
          version: snapshot.version,
          logSeq: snapshot.logSeq,
          logId: snapshot.logId,
          updatedAt,
          ...(snapshot.deleted && { deletedAt: updatedAt }),
        }),
      );
    },
    async remove(id) {
      await PlaylistVotes.deleteOne({ _id: id });
    },
    async saveCheckpoint(logSeq, logId) {
      await insertOnce(() =>
        Checkpoints.create({ _id: checkpointId(logSeq, logId), logId, logSeq, at: new Date() }),
      );
    },
    async removeCheckpoint(logSeq, logId) {
      await Checkpoints.deleteOne({ _id: checkpointId(logSeq, logId) });
    },
    async *scan() {
      for await (const doc of PlaylistVotes.find({}).lean<PlaylistVotesDoc[]>().cursor()) {
        yield toSnapshot(doc as PlaylistVotesDoc);
      }
    },
    async checkpoints() {
      const docs = await Checkpoints.find({}).lean<VoteCheckpointDoc[]>();
      return docs.map((doc) => ({ logSeq: doc.logSeq, logId: doc.logId }));
    },
  };
}
