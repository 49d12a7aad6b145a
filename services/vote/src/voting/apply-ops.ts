// The vote rules (spec §3: one vote per user and playlist; the same type again removes it, another
// type switches it) applied to a whole batch of one playlist's operations, in log order. Pure and
// deterministic (a cast carries its own time), so every replica applying the vote log gets the
// same votes, tallies and versions.
import type { VoteType } from '@sonic-nexus/contract';
import { COUNT_FIELD, type TalliesRecord, type VoteCounts } from './vote-counts';

/** A user's vote on a playlist: its type and when that type was chosen (epoch ms). */
export interface Vote {
  type: VoteType;
  votedAt: number;
}

/** One playlist's votes before a batch; `counts` derive from `votes`. */
export interface PlaylistVotes {
  version: number;
  deleted: boolean;
  votes: ReadonlyMap<number, Vote>;
  counts: VoteCounts;
}

export type VoteOp =
  | { kind: 'cast'; userId: number; voteType: VoteType; votedAt: number }
  // The vote a click meant, whatever is stored (null: none): applying it twice changes nothing.
  | { kind: 'set'; userId: number; voteType: VoteType | null; votedAt: number }
  | { kind: 'remove-user'; userId: number }
  | { kind: 'delete-playlist' };

/** Per operation: the user's vote after it, or 'playlist-gone' for a cast on a deleted playlist. */
export type OpOutcome = { userVote: VoteType | null } | 'playlist-gone';

/** What a cast is answered, once its replica applied it: the user's vote then and the tallies. */
export interface CastAnswer {
  /** the user's vote after the cast; null when it was toggled off */
  userVote: VoteType | null;
  tallies: TalliesRecord;
}

export interface BatchResult {
  outcomes: OpOutcome[];
  /** The users whose vote differs after the batch → their vote now (null: none). */
  changes: Map<number, Vote | null>;
  counts: VoteCounts;
  deleted: boolean;
  /** Whether anything must be written (a cast and its removal in one batch cancel out). */
  changed: boolean;
  /** Who caused the last change: the userId of the batch's vote.changed (0 when nobody did). */
  lastUserId: number;
}

export function applyOps(state: PlaylistVotes, ops: readonly VoteOp[]): BatchResult {
  const counts = { ...state.counts };
  const changes = new Map<number, Vote | null>();
  let deleted = state.deleted;
  let lastUserId = 0;

  const voteOf = (userId: number): Vote | null =>
    changes.has(userId) ? (changes.get(userId) ?? null) : (state.votes.get(userId) ?? null);
  const put = (userId: number, vote: Vote | null) => {
    const before = voteOf(userId);
    if (before) counts[COUNT_FIELD[before.type]] -= 1;
    if (vote) counts[COUNT_FIELD[vote.type]] += 1;
    changes.set(userId, vote);
  };

  const apply = (op: VoteOp): OpOutcome => {
    if (deleted) return op.kind === 'cast' || op.kind === 'set' ? 'playlist-gone' : { userVote: null };
    switch (op.kind) {
      case 'cast': {
        lastUserId = op.userId;
        if (voteOf(op.userId)?.type === op.voteType) {
          put(op.userId, null);
          return { userVote: null };
        }
        put(op.userId, { type: op.voteType, votedAt: op.votedAt });
        return { userVote: op.voteType };
      }
      case 'set': {
        if ((voteOf(op.userId)?.type ?? null) === op.voteType) return { userVote: op.voteType };
        lastUserId = op.userId;
        put(op.userId, op.voteType ? { type: op.voteType, votedAt: op.votedAt } : null);
        return { userVote: op.voteType };
      }
      case 'remove-user':
        if (voteOf(op.userId)) {
          lastUserId = op.userId;
          put(op.userId, null);
        }
        return { userVote: null };
      case 'delete-playlist':
        for (const userId of new Set([...state.votes.keys(), ...changes.keys()])) {
          if (voteOf(userId)) put(userId, null);
        }
        deleted = true;
        return { userVote: null };
    }
  };
  const outcomes = ops.map(apply);

  // A vote cast and taken back within the batch leaves that user as they were.
  for (const [userId, vote] of changes) {
    if (vote === null && !state.votes.has(userId)) changes.delete(userId);
  }
  const changed = changes.size > 0 || deleted !== state.deleted;
  return { outcomes, changes, counts, deleted, changed, lastUserId };
}
