// Writes the vote state behind the log (repository/snapshot-repository.ts says why and how):
// about once a second each playlist the log changed gets a snapshot, then the replica's previous
// one of it goes; once all are stored, a checkpoint says where the log may be replayed from; the
// log is trimmed only far behind the checkpoints, so a replica starting meanwhile still finds
// every entry it replays. Each round also announces the newest tallies of those playlists again
// (the same event id, so JetStream drops the repeat unless the first was lost in a crash).
import type pino from 'pino';
import { snapshotId, type SnapshotRepository, type StoredPlaylist } from '../repository/snapshot-repository';
import type { VoteLog } from './vote-log';
import type { ChangedPlaylist, VoteReplica } from './vote-replica';

export interface Snapshotter {
  /** One round now (tests, and the last one at stop). */
  round(): Promise<void>;
  stop(): Promise<void>;
}

/** Snapshots stored at once. */
const SAVES_AT_ONCE = 8;
/** The log keeps entries this long past the checkpoint that covers them. */
const LOG_KEPT_MS = 10 * 60_000;

export function startSnapshotter(deps: {
  replica: VoteReplica;
  store: SnapshotRepository;
  log: VoteLog;
  logger: pino.Logger;
  intervalMs: number;
  /** the newest snapshot id per playlist known to exist (from the rebuild) */
  known: Map<string, string>;
  checkpoint: number;
  announce: (changed: ChangedPlaylist) => Promise<void>;
}): Snapshotter {
  const { replica, store, log, logger, known } = deps;
  let checkpoint = deps.checkpoint;
  const recentCheckpoints: Array<{ seq: number; at: number }> = [];
  let running: Promise<void> | undefined;

  async function save(playlist: StoredPlaylist): Promise<void> {
    await store.save(playlist);
    const id = snapshotId(playlist.playlistId, playlist.version);
    const before = known.get(playlist.playlistId);
    known.set(playlist.playlistId, id);
    // Inserted now or by another replica: either way a newer snapshot exists, the older may go.
    if (before && before !== id) await store.remove(before);
  }

  async function trimLog(): Promise<void> {
    const now = Date.now();
    let cut = 0;
    while (recentCheckpoints.length > 0 && now - (recentCheckpoints[0]?.at ?? now) >= LOG_KEPT_MS) {
      cut = recentCheckpoints.shift()?.seq ?? cut;
    }
    if (cut > 0) await log.purgeBefore(cut + 1);
  }

  async function once(): Promise<void> {
    const { logSeq, playlists } = replica.takeDirty(log.id);
    const failed: string[] = [];
    for (let i = 0; i < playlists.length; i += SAVES_AT_ONCE) {
      await Promise.all(
        playlists.slice(i, i + SAVES_AT_ONCE).map((playlist) =>
          save(playlist).catch((err: unknown) => {
            failed.push(playlist.playlistId);
            logger.warn({ err, playlistId: playlist.playlistId }, 'vote snapshot not stored; will retry');
          }),
        ),
      );
    }
    replica.putBack(failed);
    for (const playlist of playlists) {
      const { playlistId, version } = playlist;
      void deps
        .announce({ tallies: { playlistId, ...playlist.counts, version }, userId: 0 })
        .catch((err: unknown) => logger.warn({ err, playlistId }, 'vote.changed not published'));
    }
    if (failed.length > 0 || logSeq <= checkpoint) return;
    await store.saveCheckpoint(logSeq, log.id);
    const before = checkpoint;
    checkpoint = logSeq;
    recentCheckpoints.push({ seq: logSeq, at: Date.now() });
    if (before > 0) await store.removeCheckpoint(before, log.id);
    await trimLog();
  }

  // A round that is already running may have taken the changed playlists before the caller's
  // last changes were applied: wait for it, then run one that covers them.
  const round = async (): Promise<void> => {
    while (running) await running;
    running = once()
      .catch((err: unknown) => logger.warn({ err }, 'vote snapshot round failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  // The timer skips a tick while a round runs, so slow rounds never queue up behind each other.
  const timer = setInterval(() => {
    if (!running) void round();
  }, deps.intervalMs);
  timer.unref();

  return {
    round,
    async stop() {
      clearInterval(timer);
      await running;
      await round();
    },
  };
}
