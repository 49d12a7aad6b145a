import { user } from '@sonic-nexus/proto';
import {
  createLogger,
  loadConfig,
  startDocumentOutboxRelay,
  startServiceRuntime,
  type ServiceRuntime,
} from '@sonic-nexus/service-kit';
import { configSchema } from './config';
import { userServiceImpl } from './grpc/user-service';
import { createFollowRepository } from './repository/follow-model';
import { createSessionRepository } from './repository/session-repository';
import { createUserRepository } from './repository/user-repository';
import type { AccountDeps } from './use-cases/account-deps';

export const SERVICE_NAME = 'user-service';
let runtime: ServiceRuntime | undefined;

export interface StartOptions {
  /** The clock every expiry check reads; tests move it forward instead of waiting. */
  now?: () => Date;
}

/** Boots the service; env defaults to process.env (tests pass their own, ports 0 = free). */
export async function start(
  env: NodeJS.ProcessEnv = process.env,
  options: StartOptions = {},
): Promise<{ grpcPort: number; adminPort: number }> {
  if (runtime) throw new Error(`${SERVICE_NAME} already started`);
  const config = loadConfig(configSchema, env);
  const logger = createLogger(SERVICE_NAME, config.LOG_LEVEL);
  runtime = await startServiceRuntime({
    name: SERVICE_NAME,
    host: config.HOST,
    grpcPort: config.USER_GRPC_PORT,
    adminPort: config.ADMIN_PORT,
    mongoUrl: config.MONGO_URL,
    mongoDb: config.MONGO_DB,
    natsUrl: config.NATS_URL,
    logger,
    setup: async ({ conn, nc }) => {
      const deps: AccountDeps = {
        users: await createUserRepository(conn),
        sessions: await createSessionRepository(conn),
        follows: await createFollowRepository(conn),
        now: options.now ?? (() => new Date()),
        ttlMs: {
          session: config.SESSION_TTL_SECONDS * 1000,
          verification: config.VERIFICATION_TOKEN_TTL_SECONDS * 1000,
          reset: config.RESET_TOKEN_TTL_SECONDS * 1000,
        },
      };
      // Events stored with account changes reach JetStream through the document outbox relay.
      const relay = startDocumentOutboxRelay({
        conn,
        collections: ['users'],
        nc,
        logger,
        intervalMs: config.OUTBOX_INTERVAL_MS,
      });
      return {
        services: [{ definition: user.UserServiceService, implementation: userServiceImpl(deps, logger) }],
        stop: () => relay.stop(),
      };
    },
  });
  return { grpcPort: runtime.grpcPort, adminPort: runtime.adminPort };
}

export async function stop(): Promise<void> {
  const current = runtime;
  runtime = undefined;
  await current?.stop();
}
