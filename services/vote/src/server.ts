import { vote } from '@sonic-nexus/proto';
import {
  createLogger,
  loadConfig,
  startDocumentOutboxRelay,
  startServiceRuntime,
  type DocumentOutboxRelay,
  type ServiceRuntime,
} from '@sonic-nexus/service-kit';
import { configSchema } from './config';
import { startVoteConsumers } from './events/vote-consumers';
import { voteServiceImpl } from './grpc/vote-service';
import { createPurgeMarkers } from './repository/purge-markers';
import { TALLIES_COLLECTION } from './repository/tallies-model';
import { createTalliesRepository } from './repository/tallies-repository';
import { createVoteRepository } from './repository/vote-repository';
import type { VoteStores } from './use-cases/playlist-tallies';
import { reconcileAllTallies } from './use-cases/reconcile-tallies';

export const SERVICE_NAME = 'vote-service';
let runtime: ServiceRuntime | undefined;
let relay: DocumentOutboxRelay | undefined;
let reconcile: (() => Promise<number>) | undefined;

/** Boots the service; env defaults to process.env (tests pass their own, ports 0 = free). */
export async function start(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ grpcPort: number; adminPort: number }> {
  if (runtime) throw new Error(`${SERVICE_NAME} already started`);
  const config = loadConfig(configSchema, env);
  const logger = createLogger(SERVICE_NAME, config.LOG_LEVEL);
  runtime = await startServiceRuntime({
    name: SERVICE_NAME,
    host: config.HOST,
    grpcPort: config.VOTE_GRPC_PORT,
    adminPort: config.ADMIN_PORT,
    mongoUrl: config.MONGO_URL,
    mongoDb: config.MONGO_DB,
    natsUrl: config.NATS_URL,
    logger,
    setup: async ({ conn, nc }) => {
      const stores: VoteStores = {
        votes: await createVoteRepository(conn),
        tallies: await createTalliesRepository(conn),
        markers: await createPurgeMarkers(conn),
      };
      const consumers = await startVoteConsumers({ nc, stores, logger, mongoDb: config.MONGO_DB });
      const outbox = startDocumentOutboxRelay({ conn, collections: [TALLIES_COLLECTION], nc, logger });
      relay = outbox;
      reconcile = () => reconcileAllTallies(stores, logger);
      // In the background: readiness does not wait for a full recount.
      void reconcile().catch((err: unknown) => logger.error({ err }, 'tallies reconciliation failed'));
      return {
        services: [{ definition: vote.VoteServiceService, implementation: voteServiceImpl(stores, logger) }],
        stop: async () => {
          await consumers.stop();
          await outbox.stop();
        },
      };
    },
  });
  return { grpcPort: runtime.grpcPort, adminPort: runtime.adminPort };
}

/** Publishes every pending vote.changed now (tests; the relay also runs on its own timer). */
export function flushOutbox(): Promise<number> {
  if (!relay) throw new Error(`${SERVICE_NAME} is not running`);
  return relay.flush();
}

/** Recounts every playlist's tallies now (tests; the service also does it at start). */
export function reconcileTallies(): Promise<number> {
  if (!reconcile) throw new Error(`${SERVICE_NAME} is not running`);
  return reconcile();
}

export async function stop(): Promise<void> {
  const current = runtime;
  runtime = undefined;
  relay = undefined;
  reconcile = undefined;
  await current?.stop();
}
