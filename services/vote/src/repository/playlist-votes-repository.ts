// How votes and tallies stay exact (DESIGN §4):
//  1. A playlist's votes and the counts derived from them live in ONE document (playlist_votes),
//     so every change is one single-document write: no second collection to recount, no crash
//     window between a vote and its tallies. The version grows by one per write.
//  2. In one process a playlist has one writer (writer/playlist-writer.ts): casts queue and are
//     written together (group commit), so no two writes of a document overlap in a process.
//  3. Across processes (replicas) a version is claimed before it is written: writing version v
//     first inserts vote_commits `<playlistId>:<v>`, and only one insert of an _id succeeds, on
//     FerretDB too. A filter guard alone would not do there: FerretDB 1.x applies an update as an
//     unlocked read-modify-write, and two processes doing 800 guarded (`{_id, version}`)
//     increments of one document kept 288. The loser reloads and applies its batch again. The
//     playlist write is still guarded by the version it read, which catches a stale claim.
//  4. The claim carries the write's vote.changed (the document outbox), so the outbox relay never
//     rewrites a playlist document (its clear would race another replica's write), and what the
//     write changes, so a write cut by a crash between its two halves is rolled forward: by the
//     rebuild at start, or by the next writer finding the claim unapplied.
// The votes themselves are stored packed in one string (packed-votes.ts says why).
import { isDuplicateKey, type PendingEvent } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import type { PlaylistSnapshot } from '../read-model/votes-model';
import type { Vote } from '../voting/apply-ops';
import type { VoteCounts } from '../voting/vote-counts';
import { packVotes, unpackVotes, withChanges } from './packed-votes';
import { initVoteModels, type PlaylistVotesDoc, type VoteCommitDoc } from './playlist-votes-model';

/** One write of a playlist: its version after the write and what changes. */
export interface PlaylistChange {
  playlistId: string;
  version: number;
  /** user → vote now (null: none); the users not named keep theirs */
  changes: ReadonlyMap<number, Vote | null>;
  counts: VoteCounts;
  deleted: boolean;
}

/** A playlist as stored, with the counts stored beside its votes (checked at start). */
export interface StoredPlaylist extends PlaylistSnapshot {
  counts: VoteCounts;
}

/** 'taken': another writer has this version; 'stale': the playlist is past the version read. */
export type CommitOutcome = 'committed' | 'taken' | 'stale';

export interface PlaylistVotesRepository {
  /**
   * Claims `change.version`, then writes it over `base`, the playlist's votes at the version
   * before (see the top of this file).
   */
  commit(
    change: PlaylistChange,
    base: ReadonlyMap<number, Vote>,
    event: PendingEvent,
  ): Promise<CommitOutcome>;
  /** Rolls a claimed change forward; false when the playlist is not at the version before it. */
  apply(change: PlaylistChange): Promise<boolean>;
  load(playlistId: string): Promise<StoredPlaylist | null>;
  /** The claim of one version, while the relay has not removed it. */
  loadCommit(playlistId: string, version: number): Promise<PlaylistChange | null>;
  /** Every playlist document: the rebuild's one scan. */
  scan(): AsyncIterable<StoredPlaylist>;
  /** Every claim not yet relayed (few): the rebuild rolls forward what was never applied. */
  scanCommits(): AsyncIterable<PlaylistChange>;
}

export const commitId = (playlistId: string, version: number): string => `${playlistId}:${version}`;

const countsOf = (doc: VoteCounts): VoteCounts => ({
  fireVotes: doc.fireVotes,
  thumbsUpVotes: doc.thumbsUpVotes,
  trashVotes: doc.trashVotes,
});

function toPlaylist(doc: PlaylistVotesDoc): StoredPlaylist {
  return {
    playlistId: doc._id,
    version: doc.version,
    deleted: doc.deletedAt !== undefined,
    votes: unpackVotes(doc.votes ?? ''),
    counts: countsOf(doc),
  };
}

function toChange(doc: VoteCommitDoc): PlaylistChange {
  const changes = new Map<number, Vote | null>(unpackVotes(doc.set ?? ''));
  for (const userId of doc.unset ?? []) changes.set(userId, null);
  return {
    playlistId: doc.playlistId,
    version: doc.version,
    changes,
    counts: countsOf(doc),
    deleted: doc.playlistDeleted,
  };
}

export async function createPlaylistVotesRepository(
  conn: mongoose.Connection,
): Promise<PlaylistVotesRepository> {
  const { PlaylistVotes, VoteCommits } = await initVoteModels(conn);

  /** Writes the change over `base`, guarded by the version before it. */
  async function write(change: PlaylistChange, base: ReadonlyMap<number, Vote>): Promise<boolean> {
    const { playlistId, version, counts, deleted } = change;
    const updatedAt = new Date();
    const fields = {
      votes: deleted ? '' : packVotes(withChanges(base, change.changes)),
      ...counts,
      version,
      updatedAt,
      ...(deleted && { deletedAt: updatedAt }),
    };
    if (version === 1) {
      try {
        await PlaylistVotes.create({ _id: playlistId, ...fields });
        return true;
      } catch (err) {
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    }
    const res = await PlaylistVotes.updateOne({ _id: playlistId, version: version - 1 }, { $set: fields });
    return res.matchedCount === 1;
  }

  async function load(playlistId: string): Promise<StoredPlaylist | null> {
    const doc = await PlaylistVotes.findById(playlistId).lean<PlaylistVotesDoc>();
    return doc ? toPlaylist(doc) : null;
  }

  return {
    load,
    async commit(change, base, event) {
      const _id = commitId(change.playlistId, change.version);
      const set = [...change.changes].flatMap(([userId, vote]) => (vote ? [[userId, vote] as const] : []));
      try {
        await VoteCommits.create({
          _id,
          playlistId: change.playlistId,
          version: change.version,
          set: packVotes(set),
          unset: [...change.changes].flatMap(([userId, vote]) => (vote ? [] : [userId])),
          ...change.counts,
          playlistDeleted: change.deleted,
          pendingEvents: [event],
          deletedAt: new Date(),
        });
      } catch (err) {
        if (isDuplicateKey(err)) return 'taken';
        throw err;
      }
      if (await write(change, base)) return 'committed';
      // The claim was made from a stale read: nobody may relay its event.
      await VoteCommits.deleteOne({ _id });
      return 'stale';
    },
    async apply(change) {
      const stored = await load(change.playlistId);
      if ((stored?.version ?? 0) !== change.version - 1) return false;
      return write(change, stored?.votes ?? new Map());
    },
    async loadCommit(playlistId, version) {
      const doc = await VoteCommits.findById(commitId(playlistId, version)).lean<VoteCommitDoc>();
      return doc ? toChange(doc) : null;
    },
    async *scan() {
      for await (const doc of PlaylistVotes.find({}).lean<PlaylistVotesDoc[]>().cursor()) {
        yield toPlaylist(doc as PlaylistVotesDoc);
      }
    },
    async *scanCommits() {
      for await (const doc of VoteCommits.find({}).lean<VoteCommitDoc[]>().cursor()) {
        yield toChange(doc as VoteCommitDoc);
      }
    },
  };
}
