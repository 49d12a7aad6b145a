import { user } from '@sonic-nexus/proto';
import { createLogger, loadConfig, startServiceRuntime, type ServiceRuntime } from '@sonic-nexus/service-kit';
import { configSchema } from './config';
import { userServiceImpl } from './grpc/user-service';
import { createSessionRepository } from './repository/session-repository';
import { createUserRepository } from './repository/user-repository';

export const SERVICE_NAME = 'user-service';
let runtime: ServiceRuntime | undefined;

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
    grpcPort: config.USER_GRPC_PORT,
    adminPort: config.ADMIN_PORT,
    mongoUrl: config.MONGO_URL,
    mongoDb: config.MONGO_DB,
    natsUrl: config.NATS_URL,
    logger,
    setup: async ({ conn }) => {
      const deps = { users: await createUserRepository(conn), sessions: await createSessionRepository(conn) };
      return {
        services: [{ definition: user.UserServiceService, implementation: userServiceImpl(deps, logger) }],
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
