// Every change of votes in this replica goes through here: the operations that arrive within one
// turn of the event loop are appended to the vote log as ONE entry (group commit, whatever the
// playlists), and each caller is answered when this replica applies that entry (log/).
import { randomUUID } from 'node:crypto';
import type { VoteType } from '@sonic-nexus/contract';
import { DomainError } from '@sonic-nexus/service-kit';
import type pino from 'pino';
import type { LoggedOp } from '../log/log-codec';
import type { VoteLog } from '../log/vote-log';
import type { VoteReplica } from '../log/vote-replica';
import type { CastAnswer, VoteOp } from '../voting/apply-ops';
import { monotonicClock, type VoteClock } from '../voting/vote-clock';

export interface VoteWriter {
  cast(playlistId: string, userId: number, voteType: VoteType): Promise<CastAnswer>;
  /** The user's vote becomes `voteType` (null: none) whatever it was: safe to repeat. */
  set(playlistId: string, userId: number, voteType: VoteType | null): Promise<CastAnswer>;
  removeUser(playlistId: string, userId: number): Promise<void>;
  deletePlaylist(playlistId: string): Promise<void>;
}

const BUSY_MESSAGE = 'Too many votes right now, please try again';

export interface WriterLimits {
  /** operations waiting for their entry at once; more are refused as busy */
  maxWaiting: number;
  /** operations per log entry */
  maxEntryOps: number;
}

const DEFAULT_LIMITS: WriterLimits = { maxWaiting: 20_000, maxEntryOps: 1_000 };

export function createVoteWriter(deps: {
  log: VoteLog;
  replica: VoteReplica;
  logger: pino.Logger;
  clock?: VoteClock;
  limits?: WriterLimits;
}): VoteWriter {
  const { log, replica } = deps;
  const limits = deps.limits ?? DEFAULT_LIMITS;
  const clock = deps.clock ?? monotonicClock();
  // Operation and entry ids: unique per process, so a retried append is recognised.
  const origin = randomUUID();
  let opCount = 0;
  let entryCount = 0;
  let gathered: LoggedOp[] = [];

  async function append(ops: LoggedOp[]): Promise<void> {
    try {
      await log.append(ops, `${origin}:${(entryCount += 1)}`);
    } catch (err) {
      deps.logger.error({ err, ops: ops.length }, 'vote log append failed');
      replica.abandon(
        ops.map((op) => op.opId),
        err,
      );
    }
  }

  function flush(): void {
    const ops = gathered;
    gathered = [];
    for (let i = 0; i < ops.length; i += limits.maxEntryOps) {
      void append(ops.slice(i, i + limits.maxEntryOps));
    }
  }

  function submit(playlistId: string, op: VoteOp): Promise<CastAnswer> {
    if (replica.waiting >= limits.maxWaiting)
      return Promise.reject(new DomainError('conflict', BUSY_MESSAGE));
    const opId = `${origin}:${(opCount += 1)}`;
    const answer = replica.answerOf(opId);
    if (gathered.length === 0) setImmediate(flush);
    gathered.push({ opId, playlistId, op });
    return answer;
  }

  return {
    cast: (playlistId, userId, voteType) =>
      submit(playlistId, { kind: 'cast', userId, voteType, votedAt: clock() }),
    set: (playlistId, userId, voteType) =>
      submit(playlistId, { kind: 'set', userId, voteType, votedAt: clock() }),
    removeUser: async (playlistId, userId) => {
      await submit(playlistId, { kind: 'remove-user', userId });
    },
    deletePlaylist: async (playlistId) => {
      await submit(playlistId, { kind: 'delete-playlist' });
    },
  };
}
