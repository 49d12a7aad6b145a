// Brings up the whole platform on one machine in dependency order: stores, the four services, the
// gateway, the shell and the three remotes (each its own process and port), then the edge.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { GATEWAY_NODE_OPTIONS } from '@sonic-nexus/service-kit';
import { edgeOrigin, type PlatformPorts } from '@sonic-nexus/web-server/platform-ports';
import { startEdge } from './edge';
import { ROOT, startInfra } from './infra';
import { httpOk, spawnManaged, stopAll, tcpOpen, waitFor, type Managed } from './processes';

export type Mode = 'production' | 'development';

export interface Platform {
  url: string;
  processes: Managed[];
  logDir: string;
  /** Stops one front-end server (shell or a remote), e.g. to see the site degrade without it. */
  stopWeb(name: string): Promise<void>;
  /** Starts it again on its port and waits until it answers. */
  startWeb(name: string): Promise<void>;
  stop(): Promise<void>;
}

const SERVICES = ['user', 'playlist', 'vote', 'notification'] as const;

async function assertPortsFree(ports: PlatformPorts, skip: Set<string>): Promise<void> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!skip.has(name) && (await tcpOpen(port))) busy.push(`${name}=${port}`);
  }
  if (busy.length) {
    throw new Error(
      `These ports are already in use: ${busy.join(', ')}.\nIs Sonic Nexus already running? Stop it, or override the ports through the environment.`,
    );
  }
}

export async function startPlatform(opts: {
  mode: Mode;
  ports: PlatformPorts;
  dataDir: string;
  /** Build the front ends here instead of each app's dist/, e.g. apart from a running `npm start`. */
  webDistRoot?: string;
  onStep?: (msg: string) => void;
  /** Every child is pushed here as soon as it is spawned, so a Ctrl-C during startup can stop it. */
  processes?: Managed[];
}): Promise<Platform> {
  const { mode, ports, dataDir } = opts;
  const step = opts.onStep ?? (() => undefined);
  const logDir = path.join(dataDir, 'logs');
  const publicUrl = edgeOrigin(ports);
  const distEnv: Record<string, string> = opts.webDistRoot ? { WEB_DIST_ROOT: opts.webDistRoot } : {};
  const externalMongo = process.env.MONGO_URL || undefined;
  const skip = new Set<string>(externalMongo ? ['MONGO_PORT', 'POSTGRES_PORT'] : []);
  await assertPortsFree(ports, skip);

  const processes: Managed[] = opts.processes ?? [];
  const stop = () => stopAll(processes);
  let startWeb: (name: string) => Promise<void> = async () => {
    throw new Error('the platform has not started its front ends');
  };
  const stopWeb = async (name: string) => {
    const running = processes.filter((p) => p.name === name);
    await stopAll(running);
    for (const p of running) processes.splice(processes.indexOf(p), 1);
  };
  try {
    if (mode === 'production') {
      step('building the front ends (production)');
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-web.ts'], {
        cwd: ROOT,
        env: { ...process.env, ...distEnv },
        stdio: 'inherit',
      });
    }
    step(
      externalMongo
        ? 'starting NATS JetStream and Mailpit (the store is MONGO_URL)'
        : 'starting PostgreSQL, FerretDB, NATS JetStream and Mailpit',
    );
    const infra = await startInfra({
      dataDir,
      logDir,
      processes,
      externalMongoUrl: externalMongo,
      ports: {
        mongo: ports.MONGO_PORT,
        postgres: ports.POSTGRES_PORT,
        nats: ports.NATS_PORT,
        natsMonitor: ports.NATS_MONITOR_PORT,
        smtp: ports.SMTP_PORT,
        mailpitHttp: ports.MAILPIT_HTTP_PORT,
      },
    });
    const common = {
      NODE_ENV: mode,
      HOST: '127.0.0.1',
      MONGO_URL: infra.mongoUrl,
      NATS_URL: infra.natsUrl,
      SMTP_HOST: infra.smtpHost,
      SMTP_PORT: String(infra.smtpPort),
      PUBLIC_URL: publicUrl,
      // the gateway's and the notification service's (a fan-out asks who follows the poster)
      USER_SERVICE_ADDR: `127.0.0.1:${ports.USER_GRPC_PORT}`,
    };
    const node = (name: string, entry: string, env: Record<string, string | number>, watch = false) =>
      spawnManaged(name, process.execPath, ['--import', 'tsx', ...(watch ? ['--watch'] : []), entry], {
        cwd: ROOT,
        logDir,
        env: { ...common, ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)])) },
      });

    step('starting the user, playlist, vote and notification services');
    const services = SERVICES.map((svc) => {
      const key = svc.toUpperCase();
      const admin = ports[`${key}_ADMIN_PORT` as keyof PlatformPorts];
      const proc = node(
        svc,
        `services/${svc}/src/main.ts`,
        {
          [`${key}_GRPC_PORT`]: ports[`${key}_GRPC_PORT` as keyof PlatformPorts],
          ADMIN_PORT: admin,
        },
        mode === 'development',
      );
      processes.push(proc);
      return { proc, admin };
    });
    await Promise.all(
      services.map(({ proc, admin }) =>
        waitFor(`${proc.name} service`, () => httpOk(`http://127.0.0.1:${admin}/readyz`), { proc }),
      ),
    );

    step('starting the gateway');
    const gateway = node(
      'gateway',
      'services/gateway/src/main.ts',
      {
        GATEWAY_PORT: ports.GATEWAY_PORT,
        ADMIN_PORT: ports.GATEWAY_ADMIN_PORT,
        PLAYLIST_SERVICE_ADDR: `127.0.0.1:${ports.PLAYLIST_GRPC_PORT}`,
        VOTE_SERVICE_ADDR: `127.0.0.1:${ports.VOTE_GRPC_PORT}`,
        NOTIFICATION_SERVICE_ADDR: `127.0.0.1:${ports.NOTIFICATION_GRPC_PORT}`,
        NODE_OPTIONS: GATEWAY_NODE_OPTIONS,
      },
      mode === 'development',
    );
    processes.push(gateway);
    await waitFor('gateway', () => tcpOpen(ports.GATEWAY_PORT), { proc: gateway });

    step(
      `starting the shell and the remotes (${mode === 'production' ? 'production builds' : 'dev servers with hot reload'})`,
    );
    const webScript = mode === 'production' ? 'libs/web-server/src/main.ts' : 'scripts/dev-web.ts';
    const webPorts: Record<string, number> = {
      shell: ports.SHELL_PORT,
      'mfe-feed': ports.MFE_FEED_PORT,
      'mfe-profile': ports.MFE_PROFILE_PORT,
      'mfe-auth': ports.MFE_AUTH_PORT,
    };
    const webEnv = {
      SHELL_PORT: ports.SHELL_PORT,
      MFE_FEED_PORT: ports.MFE_FEED_PORT,
      MFE_PROFILE_PORT: ports.MFE_PROFILE_PORT,
      MFE_AUTH_PORT: ports.MFE_AUTH_PORT,
      API_PROXY_TARGET: `http://127.0.0.1:${ports.GATEWAY_PORT}`,
      // the shell asks the gateway itself for a shared playlist's link-preview tags (share-meta.ts),
      // the feed's server for the playlist page drawn, which it asks the gateway for (prerender-route.ts;
      // both in libs/web-server/src)
      SHARE_API_URL: `http://127.0.0.1:${ports.GATEWAY_PORT}`,
      MFE_FEED_SERVER_URL: `http://127.0.0.1:${ports.MFE_FEED_PORT}`,
      ...distEnv,
    };
    const launchWeb = async (name: string) => {
      const port = webPorts[name];
      if (port === undefined) throw new Error(`unknown front end ${name}`);
      const proc = spawnManaged(name, process.execPath, ['--import', 'tsx', webScript, name], {
        cwd: ROOT,
        logDir,
        env: { ...common, ...Object.fromEntries(Object.entries(webEnv).map(([k, v]) => [k, String(v)])) },
      });
      processes.push(proc);
      await waitFor(name, () => tcpOpen(port), { proc, timeoutMs: 120_000 });
    };
    startWeb = launchWeb;
    await Promise.all(Object.keys(webPorts).map(launchWeb));

    step('starting the edge (Caddy)');
    const edge = await startEdge({
      port: ports.EDGE_PORT,
      upstreams: {
        gateway: ports.GATEWAY_PORT,
        shell: ports.SHELL_PORT,
        mfeFeed: ports.MFE_FEED_PORT,
        mfeProfile: ports.MFE_PROFILE_PORT,
        mfeAuth: ports.MFE_AUTH_PORT,
      },
      dataDir,
      logDir,
    });
    processes.push(edge);
    await waitFor('edge', () => httpOk(`http://127.0.0.1:${ports.EDGE_PORT}/`), { proc: edge });
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: publicUrl, processes, logDir, stop, stopWeb, startWeb: (name) => startWeb(name) };
}
