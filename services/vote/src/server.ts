import { vote } from '@sonic-nexus/proto';
import { defineService } from '@sonic-nexus/service-kit';
import { configSchema } from './config';
import { consumers } from './consumers';
import { voteServiceImpl } from './grpc/vote-service';
import { createPurgeMarkers } from './repository/purge-markers';
import { TALLIES_COLLECTION } from './repository/tallies-model';
import { createTalliesRepository } from './repository/tallies-repository';
import { createVoteRepository } from './repository/vote-repository';
import type { Deps } from './use-cases/deps';
import { reconcileAllTallies } from './use-cases/reconcile-tallies';

export const voteService = defineService({
  name: 'vote',
  configSchema,
  grpcPort: (config) => config.VOTE_GRPC_PORT,
  async build({ conn, logger }) {
    const deps: Deps = {
      votes: await createVoteRepository(conn),
      tallies: await createTalliesRepository(conn),
      markers: await createPurgeMarkers(conn),
      logger,
    };
    const reconcileTallies = () => reconcileAllTallies(deps);
    return {
      grpc: [{ definition: vote.VoteServiceService, implementation: voteServiceImpl(deps, logger) }],
      consumers: consumers(deps),
      outboxCollections: [TALLIES_COLLECTION],
      // Repairs tallies a crash left behind their votes (see use-cases/reconcile-tallies.ts).
      afterStart: reconcileTallies,
      hooks: { reconcileTallies },
    };
  },
});

export const { start, stop } = voteService;
export const flushOutbox = () => voteService.flushOutbox();
/** Recounts every playlist's tallies now (tests; the service also does it at start). */
export const reconcileTallies = () => voteService.hooks().reconcileTallies();
