import { vote } from '@sonic-nexus/proto';
import { defineService } from '@sonic-nexus/service-kit';
import { configSchema } from './config';
import { consumers, replicaConsumers } from './consumers';
import { voteServiceImpl } from './grpc/vote-service';
import { VotesModel } from './read-model/votes-model';
import { VOTE_COMMITS_COLLECTION } from './repository/playlist-votes-model';
import { createPlaylistVotesRepository } from './repository/playlist-votes-repository';
import type { Deps } from './use-cases/deps';
import { rebuildVotes } from './use-cases/rebuild-votes';
import { createPlaylistWriter } from './writer/playlist-writer';

export const voteService = defineService({
  name: 'vote',
  configSchema,
  grpcPort: (config) => config.VOTE_GRPC_PORT,
  async build({ conn, logger, outbox }) {
    const model = new VotesModel();
    const store = await createPlaylistVotesRepository(conn);
    const writer = createPlaylistWriter({ model, store, outbox, logger });
    const deps: Deps = { model, writer, store, logger };
    return {
      grpc: [{ definition: vote.VoteServiceService, implementation: voteServiceImpl(deps, logger) }],
      consumers: consumers(deps),
      replicaConsumers: replicaConsumers(deps),
      rebuild: () => rebuildVotes(deps),
      outboxCollections: [VOTE_COMMITS_COLLECTION],
    };
  },
});

export const { start, stop } = voteService;
export const flushOutbox = () => voteService.flushOutbox();
