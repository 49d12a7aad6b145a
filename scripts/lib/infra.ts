// Starts the real backing components of the one-machine platform (DESIGN §5) from .tools/bin:
// FerretDB (MongoDB wire protocol, SQLite backend), nats-server with JetStream, and Mailpit.
// The caller chooses every port: fixed ones for `npm start`, free ones for tests.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
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
  tool: string;
  args: string[];
  what: string;
  ready: () => Promise<boolean>;
}

function toolPath(name: string): string {
  const bin = path.join(TOOLS_BIN, name);
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run "npm run bootstrap" first`);
  return bin;
}

/** Spawns the component (listed in `processes` at once, so a caller can stop it) and waits for it. */
async function launch(
  component: Component,
  spawnOptions: SpawnOptions,
  processes: Managed[],
): Promise<Managed> {
  const proc = spawnManaged(component.name, toolPath(component.tool), component.args, spawnOptions);
  processes.push(proc);
  await waitFor(component.what, component.ready, { proc });
  return proc;
}

function ferretdb(dataDir: string, port: number): Component {
  return {
    name: 'ferretdb',
    tool: 'ferretdb',
    args: [
      '--handler=sqlite',
      `--sqlite-url=file:${path.join(dataDir, 'ferretdb')}/`,
      `--state-dir=${path.join(dataDir, 'ferretdb-state')}`,
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

function natsServer(storeDir: string, port: number, monitorPort: number): Component {
  return {
    name: 'nats',
    tool: 'nats-server',
    args: ['-js', '-a', '127.0.0.1', '-p', String(port), '-m', String(monitorPort), '-sd', storeDir],
    what: 'NATS JetStream',
    ready: () => httpOk(`http://127.0.0.1:${monitorPort}/healthz?js-enabled-only=true`),
  };
}

function mailpit(dataDir: string, smtpPort: number, httpPort: number): Component {
  return {
    name: 'mailpit',
    tool: 'mailpit',
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

export async function startInfra(opts: {
  dataDir: string;
  ports: InfraPorts;
  logDir: string;
  /** Shared with a supervisor that may need to stop everything before startup finishes. */
  processes?: Managed[];
  /** See SpawnOptions.ownGroup: false under a test runner. */
  ownGroup?: boolean;
}): Promise<Infra> {
  const { dataDir, ports, logDir } = opts;
  for (const dir of ['ferretdb', 'ferretdb-state', 'nats'])
    mkdirSync(path.join(dataDir, dir), { recursive: true });
  const processes: Managed[] = opts.processes ?? [];
  const stop = () => stopAll(processes);
  const components = [
    ferretdb(dataDir, ports.mongo),
    natsServer(path.join(dataDir, 'nats'), ports.nats, ports.natsMonitor),
    mailpit(dataDir, ports.smtp, ports.mailpitHttp),
  ];
  try {
    await Promise.all(
      components.map((component) => launch(component, { logDir, ownGroup: opts.ownGroup }, processes)),
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    mongoUrl: `mongodb://127.0.0.1:${ports.mongo}/`,
    natsUrl: `nats://127.0.0.1:${ports.nats}`,
    smtpHost: '127.0.0.1',
    smtpPort: ports.smtp,
    mailpitUrl: `http://127.0.0.1:${ports.mailpitHttp}`,
    ports,
    processes,
    stop,
  };
}
