// Starts a real backing service as a child process (tests never import another service's source),
// on free ports, against the test stores, and waits until its gRPC health answers SERVING.
import { checkHealth, type ServiceName } from '@sonic-nexus/service-kit';
import { startChildProcess } from './child-process';
import { testEnv, THIRD_PARTIES_OFF } from './env';
import { freePort } from './ports';

export interface SpawnedService {
  name: ServiceName;
  address: string;
  grpcPort: number;
  adminPort: number;
  stop(): Promise<void>;
  /** Ends the process with SIGKILL: no graceful shutdown, nothing acked or flushed. */
  kill(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open, calls wait in its sockets. */
  pause(): void;
  /** Lets a paused process run again (SIGCONT). */
  resume(): void;
}

/**
 * `env` adds settings, e.g. the address of a service this one calls; `ports` starts it where a
 * stopped one was (free ports otherwise), as a crashed process's replacement comes back.
 */
export async function spawnService(
  name: ServiceName,
  runId: string,
  env: NodeJS.ProcessEnv = {},
  ports?: Pick<SpawnedService, 'grpcPort' | 'adminPort'>,
): Promise<SpawnedService> {
  const [grpcPort, adminPort] = ports
    ? [ports.grpcPort, ports.adminPort]
    : [await freePort(), await freePort()];
  const address = `127.0.0.1:${grpcPort}`;
  const child = await startChildProcess({
    entry: `services/${name}/src/main.ts`,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      MONGO_URL: testEnv('TEST_MONGO_URL'),
      MONGO_DB: `test_${name}_${runId}`,
      NATS_URL: testEnv('TEST_NATS_URL'),
      SMTP_HOST: testEnv('TEST_SMTP_HOST'),
      SMTP_PORT: testEnv('TEST_SMTP_PORT'),
      [`${name.toUpperCase()}_GRPC_PORT`]: String(grpcPort),
      ADMIN_PORT: String(adminPort),
      ...THIRD_PARTIES_OFF,
      ...env,
    },
    ready: () => checkHealth(address, { deadlineMs: 500 }),
    what: `the ${name} service`,
  });
  return { name, address, grpcPort, adminPort, ...child };
}
