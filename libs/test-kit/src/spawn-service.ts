// Starts a real backing service as a child process (tests never import another service's source),
// on free ports, against the test stores, and waits until its gRPC health answers SERVING.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { checkHealth, type ServiceName } from '@sonic-nexus/service-kit';
import { testEnv } from './env';
import { freePort } from './ports';

export interface SpawnedService {
  name: ServiceName;
  address: string;
  grpcPort: number;
  adminPort: number;
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '..', '..', '..');
const READY_TIMEOUT_MS = 30_000;

/** SIGTERM, then SIGKILL after the grace period. */
export function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function spawnService(name: ServiceName, runId: string): Promise<SpawnedService> {
  const [grpcPort, adminPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', `services/${name}/src/main.ts`], {
    cwd: ROOT,
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
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const address = `127.0.0.1:${grpcPort}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await checkHealth(address, { deadlineMs: 500 }))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`${name} service did not become healthy (exit ${child.exitCode}):\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { name, address, grpcPort, adminPort, stop: () => stopChild(child) };
}
