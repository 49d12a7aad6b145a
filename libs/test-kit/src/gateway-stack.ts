// The gateway over real services, every one a child process (a lib never imports service or
// gateway source): the named services are spawned, the others get an address nothing answers on,
// and the gateway runs as `npm start` runs it, on free ports against the test stores.
import { notification, playlist, user, vote } from '@sonic-nexus/proto';
import { createClient, GATEWAY_NODE_OPTIONS, type ServiceName } from '@sonic-nexus/service-kit';
import request from 'supertest';
import { testEnv } from './env';
import { freePort } from './ports';
import { startChildProcess } from './child-process';
import { spawnService, type SpawnedService } from './spawn-service';

export interface ServiceClients {
  user: user.UserServiceClient;
  playlist: playlist.PlaylistServiceClient;
  vote: vote.VoteServiceClient;
  notification: notification.NotificationServiceClient;
}

const CONNECT: { [K in ServiceName]: (address: string) => ServiceClients[K] } = {
  user: (address) => createClient(user.UserServiceClient, address),
  playlist: (address) => createClient(playlist.PlaylistServiceClient, address),
  vote: (address) => createClient(vote.VoteServiceClient, address),
  notification: (address) => createClient(notification.NotificationServiceClient, address),
};

const GATEWAY_ENTRY = 'services/gateway/src/main.ts';
/** Nothing listens on port 1, so a call to a service the stack did not start fails as unavailable. */
const UNREACHABLE = '127.0.0.1:1';

export interface GatewayStack<S extends ServiceName> {
  /** unique to this stack; the databases of its processes are named after it */
  runId: string;
  baseUrl: string;
  /** the gateway's admin port: /healthz, /readyz, /metrics */
  gatewayAdminPort: number;
  mailpitUrl: string;
  api: ReturnType<typeof request>;
  /** a gRPC client of each started service, for what a test checks or sets up behind the gateway */
  clients: Pick<ServiceClients, S>;
  services: Record<S, SpawnedService>;
  /** Every replica of each started service (the first is `services[name]`). */
  replicas: Record<S, SpawnedService[]>;
  /** Stops the gateway, then the services. */
  stop(): Promise<void>;
}

export interface GatewayStackOptions<S extends ServiceName> {
  label: string;
  services: S[];
  /** gateway settings on top of the test defaults, e.g. lowered rate limits */
  env?: NodeJS.ProcessEnv;
  /** Replicas per service (default 1): they share one database, the gateway spreads calls over them. */
  replicas?: Partial<Record<S, number>>;
  /** The gateway's whole output is appended to this file (a test reads what it logged). */
  gatewayLogFile?: string;
  /** Settings of one service's processes, e.g. the playlist service's fake oEmbed endpoint. */
  serviceEnv?: Partial<Record<S, NodeJS.ProcessEnv>>;
}

/** The addresses of every started replica of a service, or one nothing answers on. */
function addressIn(started: SpawnedService[], name: ServiceName): string {
  return (
    started
      .filter((s) => s.name === name)
      .map((s) => s.address)
      .join(',') || UNREACHABLE
  );
}

async function spawnAll<S extends ServiceName>(
  names: S[],
  runId: string,
  replicas: Partial<Record<S, number>>,
  serviceEnv: Partial<Record<S, NodeJS.ProcessEnv>>,
): Promise<SpawnedService[]> {
  const instances = names.flatMap((name) => Array.from({ length: replicas[name] ?? 1 }, () => name));
  const started: SpawnedService[] = [];
  const spawnWave = async (wave: S[], env: NodeJS.ProcessEnv = {}) => {
    const spawned = await Promise.allSettled(
      wave.map((name) => spawnService(name, runId, { ...env, ...serviceEnv[name] })),
    );
    started.push(...spawned.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])));
    const failed = spawned.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      await Promise.all(started.map((s) => s.stop()));
      throw failed.reason;
    }
  };
  // The notification service calls the user service (a fan-out asks for followers): it starts
  // second, told where the user replicas are.
  await spawnWave(instances.filter((name) => name !== 'notification'));
  await spawnWave(
    instances.filter((name) => name === 'notification'),
    { USER_SERVICE_ADDR: addressIn(started, 'user') },
  );
  return started;
}

/** Runs the gateway's process entry and waits until its admin port answers /healthz. */
async function spawnGateway(
  env: NodeJS.ProcessEnv,
  logFile?: string,
): Promise<{ port: number; adminPort: number; stop(): Promise<void> }> {
  const [port, adminPort] = [await freePort(), await freePort()];
  const child = await startChildProcess({
    entry: GATEWAY_ENTRY,
    // Only what the stack sets (as when the gateway ran in the test process), so a developer's
    // shell settings cannot change what a test sees.
    env: { PATH: process.env.PATH, ...env, GATEWAY_PORT: String(port), ADMIN_PORT: String(adminPort) },
    ready: async () => (await fetch(`http://127.0.0.1:${adminPort}/healthz`).catch(() => null))?.ok === true,
    what: 'the gateway',
    logFile,
  });
  return { port, adminPort, stop: child.stop };
}

export async function startGatewayStack<S extends ServiceName>(
  opts: GatewayStackOptions<S>,
): Promise<GatewayStack<S>> {
  const runId = `${opts.label}_${Date.now().toString(36)}_${process.pid}`;
  const spawned = await spawnAll(opts.services, runId, opts.replicas ?? {}, opts.serviceEnv ?? {});
  const replicas = Object.fromEntries(
    opts.services.map((name) => [name, spawned.filter((s) => s.name === name)]),
  ) as Record<S, SpawnedService[]>;
  const services = Object.fromEntries(opts.services.map((name) => [name, replicas[name][0]])) as Record<
    S,
    SpawnedService
  >;
  const addressOf = (name: ServiceName) => addressIn(spawned, name);
  let gateway: { port: number; adminPort: number; stop(): Promise<void> };
  try {
    gateway = await spawnGateway(
      {
        NODE_ENV: 'test',
        NODE_OPTIONS: GATEWAY_NODE_OPTIONS,
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        USER_SERVICE_ADDR: addressOf('user'),
        PLAYLIST_SERVICE_ADDR: addressOf('playlist'),
        VOTE_SERVICE_ADDR: addressOf('vote'),
        NOTIFICATION_SERVICE_ADDR: addressOf('notification'),
        MONGO_URL: testEnv('TEST_MONGO_URL'),
        MONGO_DB: `test_gateway_${runId}`,
        NATS_URL: testEnv('TEST_NATS_URL'),
        SMTP_HOST: testEnv('TEST_SMTP_HOST'),
        SMTP_PORT: testEnv('TEST_SMTP_PORT'),
        PUBLIC_URL: 'http://localhost:8080',
        // every test user registers from this one address
        RATE_LIMIT_REGISTER_PER_CLIENT: '1000',
        ...opts.env,
      },
      opts.gatewayLogFile,
    );
  } catch (err) {
    await Promise.all(spawned.map((s) => s.stop()));
    throw err;
  }
  const clients = Object.fromEntries(
    opts.services.map((name) => [name, CONNECT[name](services[name].address)]),
  ) as Pick<ServiceClients, S>;
  const baseUrl = `http://127.0.0.1:${gateway.port}`;
  return {
    runId,
    baseUrl,
    gatewayAdminPort: gateway.adminPort,
    mailpitUrl: testEnv('TEST_MAILPIT_URL'),
    api: request(baseUrl),
    clients,
    services,
    replicas,
    async stop() {
      for (const client of Object.values<{ close(): void }>(clients)) client.close();
      await gateway.stop();
      await Promise.all(spawned.map((s) => s.stop()));
    },
  };
}
