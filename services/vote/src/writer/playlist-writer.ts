// The one writer of each playlist's votes in this process. Casts (and the removals of deletions)
// on one playlist queue; each batch is applied to the playlist as the read model holds it, in
// arrival order, and stored as ONE write with ONE vote.changed carrying the new tallies; then each
// caller gets its own vote and those tallies. When another replica wrote first (the version is
// claimed or passed), the playlist is reloaded by _id and the batch applied again.
import type { VoteType } from '@sonic-nexus/contract';
import { serverMessages } from '@sonic-nexus/contract';
import { DomainError, type OutboxSignal } from '@sonic-nexus/service-kit';
import type pino from 'pino';
import { voteChanged } from '../events/vote-events';
import type { TalliesRecord, VotesModel } from '../read-model/votes-model';
import { VOTE_COMMITS_COLLECTION } from '../repository/playlist-votes-model';
import {
  commitId,
  type PlaylistChange,
  type PlaylistVotesRepository,
} from '../repository/playlist-votes-repository';
import { applyOps, type OpOutcome, type VoteOp } from '../voting/apply-ops';
import { monotonicClock, type VoteClock } from '../voting/vote-clock';
import { KeyedBatches, type BatchLimits } from './keyed-batches';

export interface CastAnswer {
  /** the user's vote after the cast; null when it was toggled off */
  userVote: VoteType | null;
  tallies: TalliesRecord;
}

export interface PlaylistWriter {
  cast(playlistId: string, userId: number, voteType: VoteType): Promise<CastAnswer>;
  removeUser(playlistId: string, userId: number): Promise<void>;
  deletePlaylist(playlistId: string): Promise<void>;
  /** Brings the playlist to at least `version` from the store (another replica wrote it). */
  catchUp(playlistId: string, version: number): Promise<void>;
}

const BUSY_MESSAGE = 'Too many votes on this playlist right now, please try again';

const DEFAULT_LIMITS: BatchLimits = { maxBatch: 256, maxQueued: 2048 };
/** Writes of one batch before giving up (each lost one means another replica wrote meanwhile). */
const WRITE_ATTEMPTS = 20;
/** A claimed version not yet in the playlist is awaited this often before being rolled forward. */
const WAITS_BEFORE_ROLL_FORWARD = 3;
const WAIT_MS = 40;

interface WriteJob {
  kind: 'write';
  op: VoteOp;
  settle: (answer: CastAnswer) => void;
  fail: (err: unknown) => void;
}
interface CatchUpJob {
  kind: 'catch-up';
  version: number;
  settle: () => void;
  fail: (err: unknown) => void;
}
type Job = WriteJob | CatchUpJob;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createPlaylistWriter(deps: {
  model: VotesModel;
  store: PlaylistVotesRepository;
  outbox: OutboxSignal;
  logger: pino.Logger;
  clock?: VoteClock;
  limits?: BatchLimits;
}): PlaylistWriter {
  const { model, store, outbox } = deps;
  const clock = deps.clock ?? monotonicClock();

  const relay = (playlistId: string, version: number) =>
    outbox.written(VOTE_COMMITS_COLLECTION, commitId(playlistId, version));

  async function reload(playlistId: string): Promise<void> {
    const stored = await store.load(playlistId);
    if (stored) model.replace(stored);
  }

  /**
   * After a lost write: another replica claimed `known + 1`. Reload; if the playlist is not there
   * yet, its writer is between claim and write (wait) or died there (roll its claim forward).
   */
  async function recover(playlistId: string, known: number, attempt: number): Promise<void> {
    const stored = await store.load(playlistId);
    if (stored && stored.version > known) {
      model.replace(stored);
      return;
    }
    const claimed = await store.loadCommit(playlistId, known + 1);
    if (!claimed) return;
    if (attempt <= WAITS_BEFORE_ROLL_FORWARD) {
      await delay(WAIT_MS * attempt);
      return;
    }
    if (await store.apply(claimed)) {
      deps.logger.warn({ playlistId, version: claimed.version }, 'rolled forward an unfinished vote write');
      relay(playlistId, claimed.version);
    }
    await reload(playlistId);
  }

  function answer(jobs: WriteJob[], outcomes: OpOutcome[], tallies: TalliesRecord): void {
    jobs.forEach((job, i) => {
      const outcome = outcomes[i];
      if (outcome === 'playlist-gone')
        job.fail(new DomainError('not-found', serverMessages.playlistNotFound));
      else job.settle({ userVote: outcome?.userVote ?? null, tallies });
    });
  }

  async function write(playlistId: string, jobs: WriteJob[]): Promise<void> {
    const ops = jobs.map((job) => job.op);
    for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt += 1) {
      const state = model.state(playlistId);
      const result = applyOps(state, ops, clock);
      if (!result.changed) {
        answer(jobs, result.outcomes, { playlistId, ...result.counts, version: state.version });
        return;
      }
      const change: PlaylistChange = {
        playlistId,
        version: state.version + 1,
        changes: result.changes,
        counts: result.counts,
        deleted: result.deleted,
      };
      const event = voteChanged(playlistId, result.lastUserId, result.counts, change.version);
      if ((await store.commit(change, state.votes, event)) === 'committed') {
        model.apply(playlistId, change.version, change.changes, change.deleted);
        // The claim holds exactly this event and nothing else writes it: no read before relaying.
        outbox.sealed(VOTE_COMMITS_COLLECTION, commitId(playlistId, change.version), [event]);
        answer(jobs, result.outcomes, { playlistId, ...result.counts, version: change.version });
        return;
      }
      await recover(playlistId, state.version, attempt);
    }
    throw new DomainError('conflict', BUSY_MESSAGE);
  }

  async function run(playlistId: string, jobs: Job[]): Promise<void> {
    try {
      const writes: WriteJob[] = [];
      const catchUps: CatchUpJob[] = [];
      for (const job of jobs) {
        if (job.kind === 'write') writes.push(job);
        else catchUps.push(job);
      }
      const wanted = Math.max(0, ...catchUps.map((job) => job.version));
      if (wanted > model.versionOf(playlistId)) await reload(playlistId);
      if (writes.length > 0) await write(playlistId, writes);
      for (const job of catchUps) job.settle();
    } catch (err) {
      for (const job of jobs) job.fail(err);
    }
  }

  const batches = new KeyedBatches<Job>(run, deps.limits ?? DEFAULT_LIMITS);

  const offer = (playlistId: string, job: Job) => {
    if (!batches.offer(playlistId, job)) job.fail(new DomainError('conflict', BUSY_MESSAGE));
  };
  const writeOp = (playlistId: string, op: VoteOp) =>
    new Promise<CastAnswer>((settle, fail) => offer(playlistId, { kind: 'write', op, settle, fail }));

  return {
    cast: (playlistId, userId, voteType) => writeOp(playlistId, { kind: 'cast', userId, voteType }),
    removeUser: async (playlistId, userId) => {
      await writeOp(playlistId, { kind: 'remove-user', userId });
    },
    deletePlaylist: async (playlistId) => {
      await writeOp(playlistId, { kind: 'delete-playlist' });
    },
    catchUp: (playlistId, version) =>
      new Promise<void>((settle, fail) => offer(playlistId, { kind: 'catch-up', version, settle, fail })),
  };
}
