// Starts the real backing components of the one-machine platform (DESIGN §5) from .tools/bin:
// FerretDB (MongoDB wire protocol, SQLite backend), nats-server with JetStream, and Mailpit.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort, httpOk, spawnManaged, stopAll, tcpOpen, waitFor, type Managed } from './processes';

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

function tool(name: string): string {
  const bin = path.join(TOOLS_BIN, name);
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run "npm run bootstrap" first`);
  return bin;
}

/** Free ports for every component, for tests that must not collide with a running platform. */
export async function freeInfraPorts(): Promise<InfraPorts> {
  return {
    mongo: await freePort(),
    nats: await freePort(),
    natsMonitor: await freePort(),
    smtp: await freePort(),
    mailpitHttp: await freePort(),
  };
}

export async function startInfra(opts: {
  dataDir: string;
  ports: InfraPorts;
  logDir: string;
  /** Shared with a supervisor that may need to stop everything before startup finishes. */
  processes?: Managed[];
}): Promise<Infra> {
  const { dataDir, ports, logDir } = opts;
  for (const dir of ['ferretdb', 'ferretdb-state', 'nats'])
    mkdirSync(path.join(dataDir, dir), { recursive: true });
  const processes: Managed[] = opts.processes ?? [];
  const stop = () => stopAll(processes);
  try {
    const ferret = spawnManaged(
      'ferretdb',
      tool('ferretdb'),
      [
        '--handler=sqlite',
        `--sqlite-url=file:${path.join(dataDir, 'ferretdb')}/`,
        `--state-dir=${path.join(dataDir, 'ferretdb-state')}`,
        `--listen-addr=127.0.0.1:${ports.mongo}`,
        `--debug-addr=127.0.0.1:${await freePort()}`,
        '--telemetry=disable',
        '--log-level=warn',
      ],
      { logDir },
    );
    processes.push(ferret);
    const nats = spawnManaged(
      'nats',
      tool('nats-server'),
      [
        '-js',
        '-a',
        '127.0.0.1',
        '-p',
        String(ports.nats),
        '-m',
        String(ports.natsMonitor),
        '-sd',
        path.join(dataDir, 'nats'),
      ],
      { logDir },
    );
    processes.push(nats);
    const mailpit = spawnManaged(
      'mailpit',
      tool('mailpit'),
      [
        '--smtp',
        `127.0.0.1:${ports.smtp}`,
        '--listen',
        `127.0.0.1:${ports.mailpitHttp}`,
        '--database',
        path.join(dataDir, 'mailpit.db'),
        '--smtp-auth-accept-any',
        '--smtp-auth-allow-insecure',
      ],
      { logDir },
    );
    processes.push(mailpit);

    await Promise.all([
      waitFor('FerretDB', () => tcpOpen(ports.mongo), { proc: ferret }),
      waitFor(
        'NATS JetStream',
        () => httpOk(`http://127.0.0.1:${ports.natsMonitor}/healthz?js-enabled-only=true`),
        {
          proc: nats,
        },
      ),
      waitFor('Mailpit', () => httpOk(`http://127.0.0.1:${ports.mailpitHttp}/api/v1/info`), {
        proc: mailpit,
      }),
    ]);
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
