import { vote } from '@sonic-nexus/proto';
import { defineService, trackReadModelSize } from '@sonic-nexus/service-kit';
import { configSchema } from './config';
import { consumers, replicaConsumers } from './consumers';
import { publishVoteChanged } from './events/vote-events';
import { voteServiceImpl } from './grpc/vote-service';
import { startSnapshotter, type Snapshotter } from './log/snapshotter';
import { openVoteLog } from './log/vote-log';
import { VoteReplica } from './log/vote-replica';
import { VotesModel } from './read-model/votes-model';
import { createSnapshotRepository } from './repository/snapshot-repository';
import type { Deps } from './use-cases/deps';
import { loadVotes } from './use-cases/load-votes';
import { createVoteWriter } from './writer/vote-writer';

export const voteService = defineService({
  name: 'vote',
  configSchema,
  grpcPort: (config) => config.VOTE_GRPC_PORT,
  async build({ config, conn, nc, logger }) {
    const model = new VotesModel();
    trackReadModelSize('vote-playlists', () => model.size);
    const store = await createSnapshotRepository(conn);
    const log = await openVoteLog(nc, config.MONGO_DB, config.NATS_STREAM_REPLICAS);
    const heldUpTo = new Map<string, number>();
    const announce = publishVoteChanged.bind(null, nc);
    const replica = new VoteReplica(model, heldUpTo, (changed, logged) => {
      // The replica that logged the entry announces it; the snapshotter repeats it (crash cover).
      if (!logged) return;
      for (const c of changed)
        void announce(c).catch((err: unknown) => logger.warn({ err }, 'vote.changed not published'));
    });
    const writer = createVoteWriter({ log, replica, logger });
    const deps: Deps = { model, writer, store, logger };
    let follower: { stop(): Promise<void> } | undefined;
    let snapshotter: Snapshotter | undefined;

    return {
      grpc: [{ definition: vote.VoteServiceService, implementation: voteServiceImpl(deps, logger) }],
      consumers: consumers(deps),
      replicaConsumers: replicaConsumers(deps),
      async rebuild() {
        const loaded = await loadVotes(deps, log.id);
        for (const [playlistId, seq] of loaded.heldUpTo) heldUpTo.set(playlistId, seq);
        replica.appliedSeq = loaded.report.checkpoint;
        follower = await log.follow(
          loaded.report.checkpoint + 1,
          (seq, ops) => replica.apply(seq, ops),
          (err) => {
            // This replica's state has a hole: it must not answer. Its restart reloads and replays.
            logger.fatal({ err }, 'the vote log cannot be followed');
            process.exit(70);
          },
        );
        const target = await log.lastSeq();
        await replica.reached(target);
        heldUpTo.clear();
        logger.info({ replayed: target - loaded.report.checkpoint }, 'vote log replayed');
        snapshotter = startSnapshotter({
          replica,
          store,
          log,
          logger,
          intervalMs: config.VOTE_SNAPSHOT_INTERVAL_MS,
          known: loaded.known,
          checkpoint: loaded.report.checkpoint,
          announce,
        });
      },
      async stop() {
        await follower?.stop();
        await snapshotter?.stop();
      },
      hooks: {
        /** Stores the snapshots of everything applied so far (tests). */
        snapshot: () => snapshotter?.round() ?? Promise.resolve(),
        logStream: log.stream,
      },
    };
  },
});

export const { start, stop } = voteService;
