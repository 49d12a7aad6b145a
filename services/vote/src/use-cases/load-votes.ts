// The read model at start (repository/snapshot-repository.ts): the newest snapshot of each
// playlist, one scan, and the newest checkpoint; older snapshots and checkpoints, which a newer one
// covers, are deleted on the way. The vote log is then replayed from the checkpoint on (log/).
import { countTypes, sameCounts } from '../voting/vote-counts';
import type { ScannedSnapshot } from '../repository/snapshot-repository';
import type { Deps } from './deps';

export interface RebuildReport {
  playlists: number;
  votes: number;
  /** snapshots and checkpoints a newer one covered, deleted */
  superseded: number;
  /** the log sequence replay starts after */
  checkpoint: number;
}

export interface LoadedVotes {
  report: RebuildReport;
  /** the newest snapshot id per playlist (the snapshotter deletes it once it stored a newer one) */
  known: Map<string, string>;
  /** per playlist, the log sequence its snapshot holds entries up to, where past the checkpoint */
  heldUpTo: Map<string, number>;
}

/** `logId`: the vote log in use; checkpoints and sequences of another are of no use with it. */
export async function loadVotes(
  deps: Pick<Deps, 'model' | 'store' | 'logger'>,
  logId: string,
): Promise<LoadedVotes> {
  const newest = new Map<string, ScannedSnapshot>();
  const superseded: string[] = [];
  for await (const snapshot of deps.store.scan()) {
    const held = newest.get(snapshot.playlistId);
    if (held && held.version >= snapshot.version) {
      superseded.push(snapshot.id);
      continue;
    }
    if (held) superseded.push(held.id);
    newest.set(snapshot.playlistId, snapshot);
  }
  for (const id of superseded) await deps.store.remove(id);

  const checkpoints = await deps.store.checkpoints();
  const checkpoint = Math.max(0, ...checkpoints.filter((c) => c.logId === logId).map((c) => c.logSeq));
  const older = checkpoints.filter((c) => c.logSeq !== checkpoint || c.logId !== logId);
  for (const c of older) await deps.store.removeCheckpoint(c.logSeq, c.logId);

  let votes = 0;
  const known = new Map<string, string>();
  const heldUpTo = new Map<string, number>();
  for (const snapshot of newest.values()) {
    votes += snapshot.votes.size;
    known.set(snapshot.playlistId, snapshot.id);
    if (snapshot.logId === logId && snapshot.logSeq > checkpoint)
      heldUpTo.set(snapshot.playlistId, snapshot.logSeq);
    // The counts are stored beside the votes they derive from; only a hand edit can part them.
    const counts = countTypes([...snapshot.votes.values()].map((vote) => vote.type));
    if (!snapshot.deleted && !sameCounts(counts, snapshot.counts)) {
      deps.logger.warn({ playlistId: snapshot.playlistId }, 'stored counts differ from the votes; votes win');
    }
  }
  deps.model.load(newest.values());
  const report = {
    playlists: newest.size,
    votes,
    superseded: superseded.length + older.length,
    checkpoint,
  };
  deps.logger.info(report, 'votes loaded from the store');
  return { report, known, heldUpTo };
}
