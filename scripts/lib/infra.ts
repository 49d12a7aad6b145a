// Starts the real backing components of the one-machine platform (DESIGN §5): the store (FerretDB,
// the MongoDB wire protocol, on a PostgreSQL cluster; deploy/local/README.md says why not SQLite),
// nats-server with JetStream, and Mailpit. Go tools come from .tools/bin, PostgreSQL from PG_BIN.
// The caller chooses every port: fixed ones for `npm start`, free ones for tests.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { installIdIndex, postgresServer, prepareCluster, type PostgresTuning } from './postgres';
import {
  httpOk,
  spawnManaged,
  stopAll,
  tcpOpen,
  waitFor,
  type Managed,
  type SpawnOptions,
} from './processes';

export const ROOT = path.resolve(__dirname, '..', '..');
export const TOOLS_BIN = path.join(ROOT, '.tools', 'bin');

export interface InfraPorts {
  mongo: number;
  postgres: number;
  nats: number;
  natsMonitor: number;
  smtp: number;
  mailpitHttp: number;
}

export interface Infra {
  mongoUrl: string;
  natsUrl: string;
  smtpHost: string;
  smtpPort: number;
  mailpitUrl: string;
  ports: InfraPorts;
  processes: Managed[];
  stop(): Promise<void>;
}

/** One component: how to run it and when it is ready. */
interface Component {
  name: string;
  command: string;
  args: string[];
  what: string;
  ready: () => Promise<boolean>;
  spawn?: Pick<SpawnOptions, 'runAs' | 'stopSignal' | 'stopsItsChildren'>;
}

function toolPath(name: string): string {
  const bin = path.join(TOOLS_BIN, name);
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run "npm run bootstrap" first`);
  return bin;
}

/** Spawns the component (in every list at once, so a caller can stop it) and waits for it. */
async function launch(
  component: Component,
  spawnOptions: SpawnOptions,
  ...lists: Managed[][]
): Promise<Managed> {
  const proc = spawnManaged(component.name, component.command, component.args, {
    ...spawnOptions,
    ...component.spawn,
  });
  for (const list of lists) list.push(proc);
  await waitFor(component.what, component.ready, { proc });
  return proc;
}

export type StoreBackend = 'postgresql' | 'sqlite';

function ferretdb(backendArgs: string[], stateDir: string, port: number): Component {
  return {
    name: 'ferretdb',
    command: toolPath('ferretdb'),
    args: [
      ...backendArgs,
      `--state-dir=${stateDir}`,
      `--listen-addr=127.0.0.1:${port}`,
      // Metrics and pprof nobody reads here: any port the OS gives.
      '--debug-addr=127.0.0.1:0',
      '--telemetry=disable',
      '--log-level=warn',
    ],
    what: 'FerretDB',
    ready: () => tcpOpen(port),
  };
}

/**
 * The local store's PostgreSQL: an _id index FerretDB can use, and synchronous_commit left on, since
 * turning it off did not measurably raise write throughput (deploy/local/README.md).
 */
const LOCAL_POSTGRES: PostgresTuning = { settings: { synchronous_commit: 'on' }, idIndex: true };

/**
 * FerretDB on its backend: PostgreSQL (the platform's; its cluster in <dataDir>/postgres, created on
 * first start) or SQLite (<dataDir>/ferretdb-sqlite, kept for load-tests/store to compare).
 * PostgreSQL is pushed first, so a stop (reverse order) ends FerretDB before its database.
 */
export async function startStore(opts: {
  backend: StoreBackend;
  dataDir: string;
  ports: Pick<InfraPorts, 'mongo' | 'postgres'>;
  logDir: string;
  /** Shared with a caller that stops more than the store; its processes are pushed here. */
  processes?: Managed[];
  ownGroup?: boolean;
  postgres?: PostgresTuning;
}): Promise<{ mongoUrl: string; stop(): Promise<void> }> {
  const { dataDir, ports } = opts;
  const shared = opts.processes ?? [];
  const processes: Managed[] = [];
  const spawnOptions = { logDir: opts.logDir, ownGroup: opts.ownGroup };
  const stop = () => stopAll(processes);
  try {
    const stateDir = path.join(dataDir, 'ferretdb-state');
    mkdirSync(stateDir, { recursive: true });
    let backendArgs: string[];
    if (opts.backend === 'postgresql') {
      const clusterDir = path.join(dataDir, 'postgres');
      const runAs = await prepareCluster({ clusterDir, dataDir, logDir: opts.logDir });
      const tuning = opts.postgres ?? LOCAL_POSTGRES;
      const server = postgresServer({ clusterDir, port: ports.postgres, settings: tuning.settings });
      const postgres: Component = {
        name: 'postgres',
        ...server,
        what: 'PostgreSQL',
        // SIGINT is PostgreSQL's fast shutdown (SIGTERM waits for every client to leave).
        spawn: { runAs, stopSignal: 'SIGINT', stopsItsChildren: true },
      };
      await launch(postgres, spawnOptions, shared, processes);
      if (tuning.idIndex) await installIdIndex(ports.postgres);
      backendArgs = [
        '--handler=postgresql',
        `--postgresql-url=postgres://postgres@127.0.0.1:${ports.postgres}/postgres`,
      ];
    } else {
      const sqliteDir = path.join(dataDir, 'ferretdb-sqlite');
      mkdirSync(sqliteDir, { recursive: true });
      backendArgs = ['--handler=sqlite', `--sqlite-url=file:${sqliteDir}/`];
    }
    await launch(ferretdb(backendArgs, stateDir, ports.mongo), spawnOptions, shared, processes);
  } catch (err) {
    // Half a store is no store: stop what did start, whoever else holds the list.
    await stop();
    throw err;
  }
  return { mongoUrl: `mongodb://127.0.0.1:${ports.mongo}/`, stop };
}

function natsServer(storeDir: string, port: number, monitorPort: number): Component {
  return {
    name: 'nats',
    command: toolPath('nats-server'),
    args: ['-js', '-a', '127.0.0.1', '-p', String(port), '-m', String(monitorPort), '-sd', storeDir],
    what: 'NATS JetStream',
    ready: () => httpOk(`http://127.0.0.1:${monitorPort}/healthz?js-enabled-only=true`),
  };
}

function mailpit(dataDir: string, smtpPort: number, httpPort: number): Component {
  return {
    name: 'mailpit',
    command: toolPath('mailpit'),
    args: [
      '--smtp',
      `127.0.0.1:${smtpPort}`,
      '--listen',
      `127.0.0.1:${httpPort}`,
      '--database',
      path.join(dataDir, 'mailpit.db'),
      '--smtp-auth-accept-any',
      '--smtp-auth-allow-insecure',
    ],
    what: 'Mailpit',
    ready: () => httpOk(`http://127.0.0.1:${httpPort}/api/v1/info`),
  };
}

/** nats-server with JetStream alone, for one jest test file (it stops with the test run). */
export async function startNats(opts: {
  storeDir: string;
  port: number;
  monitorPort: number;
  logDir: string;
}): Promise<Managed> {
  const processes: Managed[] = [];
  const nats = natsServer(opts.storeDir, opts.port, opts.monitorPort);
  try {
    return await launch(nats, { logDir: opts.logDir, ownGroup: false }, processes);
  } catch (err) {
    await stopAll(processes);
    throw err;
  }
}

/** Where the store lived before it moved to PostgreSQL; its data is not migrated. */
function warnOfSqliteStore(dataDir: string): void {
  const old = path.join(dataDir, 'ferretdb');
  if (existsSync(old)) {
    console.warn(
      `[sonic-nexus] warning: ${old} is the old SQLite store and is no longer used (the store is now PostgreSQL in ${path.join(dataDir, 'postgres')}; nothing was migrated); delete it when you no longer need it`,
    );
  }
}

export async function startInfra(opts: {
  dataDir: string;
  ports: InfraPorts;
  logDir: string;
  /** Shared with a supervisor that may need to stop everything before startup finishes. */
  processes?: Managed[];
  /** See SpawnOptions.ownGroup: false under a test runner. */
  ownGroup?: boolean;
  /** A real MongoDB (MONGO_URL): then neither FerretDB nor PostgreSQL starts. */
  externalMongoUrl?: string;
}): Promise<Infra> {
  const { dataDir, ports, logDir } = opts;
  warnOfSqliteStore(dataDir);
  mkdirSync(path.join(dataDir, 'nats'), { recursive: true });
  const processes: Managed[] = opts.processes ?? [];
  const stop = () => stopAll(processes);
  const spawnOptions = { logDir, ownGroup: opts.ownGroup };
  const store =
    opts.externalMongoUrl !== undefined
      ? Promise.resolve(opts.externalMongoUrl)
      : startStore({
          backend: 'postgresql',
          dataDir,
          ports,
          logDir,
          processes,
          ownGroup: opts.ownGroup,
        }).then((started) => started.mongoUrl);
  // Settled, not all: on a failure, stop only once every launch has listed its process.
  const results = await Promise.allSettled([
    store,
    launch(natsServer(path.join(dataDir, 'nats'), ports.nats, ports.natsMonitor), spawnOptions, processes),
    launch(mailpit(dataDir, ports.smtp, ports.mailpitHttp), spawnOptions, processes),
  ]);
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  return {
    mongoUrl: await store,
    natsUrl: `nats://127.0.0.1:${ports.nats}`,
    smtpHost: '127.0.0.1',
    smtpPort: ports.smtp,
    mailpitUrl: `http://127.0.0.1:${ports.mailpitHttp}`,
    ports,
    processes,
    stop,
  };
}
