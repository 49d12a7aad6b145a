// This replica's copy of the vote state machine: it applies the vote log's entries in order to the
// read model (the same on every replica, since the rules are pure and casts carry their time),
// answers the callers whose operations it logged, and remembers which playlists changed since
// they were last snapshotted.
import { serverMessages } from '@sonic-nexus/contract';
import { DomainError } from '@sonic-nexus/service-kit';
import type { VotesModel } from '../read-model/votes-model';
import type { StoredPlaylist } from '../repository/snapshot-repository';
import { applyOps, type CastAnswer, type VoteOp } from '../voting/apply-ops';
import type { TalliesRecord } from '../voting/vote-counts';
import type { LoggedOp } from './log-codec';

interface Waiter {
  settle: (answer: CastAnswer) => void;
  fail: (err: unknown) => void;
}

/** A playlist the log changed: its tallies and who caused the last change (for vote.changed). */
export interface ChangedPlaylist {
  tallies: TalliesRecord;
  userId: number;
}

export class VoteReplica {
  /** The last log sequence applied. */
  appliedSeq = 0;
  private readonly waiters = new Map<string, Waiter>();
  private readonly dirty = new Set<string>();
  private readonly seqWaiters: Array<{ seq: number; resolve: () => void }> = [];

  /**
   * `heldUpTo`: per playlist, the log sequence its loaded snapshot was taken at; entries up to it
   * are in the snapshot already and are skipped (only while replaying after a start).
   */
  constructor(
    private readonly model: VotesModel,
    private readonly heldUpTo: Map<string, number> = new Map(),
    private readonly onChanged: (changed: ChangedPlaylist[], logged: boolean) => void = () => undefined,
  ) {}

  get waiting(): number {
    return this.waiters.size;
  }

  /** The answer to an operation this replica is about to log. */
  answerOf(opId: string): Promise<CastAnswer> {
    return new Promise((settle, fail) => this.waiters.set(opId, { settle, fail }));
  }

  /** The operations were not logged: their callers get `err`. */
  abandon(opIds: readonly string[], err: unknown): void {
    for (const opId of opIds) {
      this.waiters.get(opId)?.fail(err);
      this.waiters.delete(opId);
    }
  }

  /** Resolves once the entry at `seq` (or a later one) is applied. */
  reached(seq: number): Promise<void> {
    if (this.appliedSeq >= seq) return Promise.resolve();
    return new Promise((resolve) => this.seqWaiters.push({ seq, resolve }));
  }

  apply(seq: number, ops: readonly LoggedOp[]): void {
    const byPlaylist = new Map<string, LoggedOp[]>();
    for (const logged of ops) {
      const list = byPlaylist.get(logged.playlistId);
      if (list) list.push(logged);
      else byPlaylist.set(logged.playlistId, [logged]);
    }
    const changed: ChangedPlaylist[] = [];
    let logged = false;
    for (const [playlistId, list] of byPlaylist) {
      if ((this.heldUpTo.get(playlistId) ?? 0) >= seq) continue;
      const state = this.model.state(playlistId);
      const result = applyOps(
        state,
        list.map((l) => l.op as VoteOp),
      );
      let version = state.version;
      if (result.changed) {
        version += 1;
        this.model.apply(playlistId, version, result.changes, result.deleted);
        this.dirty.add(playlistId);
        changed.push({ tallies: { playlistId, ...result.counts, version }, userId: result.lastUserId });
      }
      const tallies = { playlistId, ...result.counts, version };
      list.forEach((l, i) => {
        const waiter = this.waiters.get(l.opId);
        if (!waiter) return;
        logged = true;
        this.waiters.delete(l.opId);
        const outcome = result.outcomes[i];
        if (outcome === 'playlist-gone' || outcome === undefined)
          waiter.fail(new DomainError('not-found', serverMessages.playlistNotFound));
        else waiter.settle({ userVote: outcome.userVote, tallies });
      });
    }
    this.appliedSeq = seq;
    if (changed.length > 0) this.onChanged(changed, logged);
    for (let i = this.seqWaiters.length - 1; i >= 0; i -= 1) {
      const waiter = this.seqWaiters[i] as { seq: number; resolve: () => void };
      if (waiter.seq <= seq) {
        this.seqWaiters.splice(i, 1);
        waiter.resolve();
      }
    }
  }

  /**
   * The playlists changed since the last call, as of `appliedSeq`, all read in one go (so they
   * are one consistent cut of the log). `putBack` returns those whose snapshot failed.
   */
  takeDirty(logId: string): { logSeq: number; playlists: StoredPlaylist[] } {
    const logSeq = this.appliedSeq;
    const playlists = [...this.dirty].map((playlistId) => {
      const state = this.model.state(playlistId);
      return {
        playlistId,
        version: state.version,
        deleted: state.deleted,
        votes: new Map(state.votes),
        counts: state.counts,
        logSeq,
        logId,
      };
    });
    this.dirty.clear();
    return { logSeq, playlists };
  }

  putBack(playlistIds: readonly string[]): void {
    for (const playlistId of playlistIds) this.dirty.add(playlistId);
  }

  get dirtyCount(): number {
    return this.dirty.size;
  }
}
