import { playlist } from '@sonic-nexus/proto';
import {
  createLogger,
  loadConfig,
  startDocumentOutboxRelay,
  startServiceRuntime,
  type DocumentOutboxRelay,
  type ServiceRuntime,
} from '@sonic-nexus/service-kit';
import { configSchema } from './config';
import { startConsumers } from './consumers/start-consumers';
import { playlistServiceImpl } from './grpc/playlist-service';
import { PLAYLISTS_COLLECTION } from './repository/playlist-model';
import { createPlaylistRepository } from './repository/playlist-repository';

export const SERVICE_NAME = 'playlist-service';
let runtime: ServiceRuntime | undefined;
let relay: DocumentOutboxRelay | undefined;

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
    grpcPort: config.PLAYLIST_GRPC_PORT,
    adminPort: config.ADMIN_PORT,
    mongoUrl: config.MONGO_URL,
    mongoDb: config.MONGO_DB,
    natsUrl: config.NATS_URL,
    logger,
    setup: async ({ conn, nc }) => {
      const repo = await createPlaylistRepository(conn);
      const outbox = startDocumentOutboxRelay({
        conn,
        collections: [PLAYLISTS_COLLECTION],
        nc,
        logger,
        intervalMs: config.OUTBOX_INTERVAL_MS,
      });
      relay = outbox;
      const consumers = await startConsumers({ nc, repo, logger, database: config.MONGO_DB }).catch(
        async (err: unknown) => {
          await outbox.stop();
          throw err;
        },
      );
      return {
        services: [
          { definition: playlist.PlaylistServiceService, implementation: playlistServiceImpl(repo, logger) },
        ],
        stop: async () => {
          await consumers.stop();
          await outbox.stop();
        },
      };
    },
  });
  return { grpcPort: runtime.grpcPort, adminPort: runtime.adminPort };
}

/** Publishes every pending event now (tests; the relay also runs on its own timer). */
export async function flushOutbox(): Promise<number> {
  if (!relay) throw new Error(`${SERVICE_NAME} is not running`);
  return relay.flush();
}

export async function stop(): Promise<void> {
  const current = runtime;
  runtime = undefined;
  relay = undefined;
  await current?.stop();
}
