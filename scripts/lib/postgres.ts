// The PostgreSQL cluster behind FerretDB (deploy/local/README.md says why PostgreSQL, not SQLite):
// Debian's binaries from PG_BIN, one cluster per data folder, reachable on 127.0.0.1 only.
import { execFileSync, execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { spawnManaged, tailLog, type RunAs } from './processes';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 (scripts/bootstrap.sh installs it), or PG_BIN. */
export function pgBin(): string {
  return process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
}

function pgTool(name: string): string {
  const bin = path.join(pgBin(), name);
  if (!existsSync(bin)) {
    throw new Error(
      `${bin} is missing: run "npm run bootstrap" (installs Debian's postgresql-15) or set PG_BIN to PostgreSQL's bin folder`,
    );
  }
  return bin;
}

/** initdb and postgres refuse to run as root: as root they run as `postgres` (or `nobody`). */
function postgresRunAs(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
      return { name, uid: id('-u'), gid: id('-g') };
    } catch {
      /* no such user: try the next */
    }
  }
  throw new Error(
    'running as root, and neither a "postgres" nor a "nobody" user exists to run PostgreSQL as',
  );
}

function canEnter(dir: string, user: RunAs): boolean {
  const { mode, uid, gid } = statSync(dir);
  if (uid === user.uid) return (mode & 0o100) !== 0;
  if (gid === user.gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/**
 * The cluster's user must be able to walk from / to the cluster. Folders of ours (the data folder,
 * e.g. a 0700 mkdtemp folder of a test run) get search permission for others (o+x: enter, not
 * list); a folder above it is the machine owner's to change, so that is an error naming it.
 */
function ensureReachable(clusterDir: string, dataDir: string, user: RunAs): void {
  const ours = path.resolve(dataDir);
  const parents: string[] = [];
  for (let dir = path.dirname(path.resolve(clusterDir)); ; dir = path.dirname(dir)) {
    parents.unshift(dir);
    if (dir === path.dirname(dir)) break;
  }
  for (const dir of parents) {
    if (canEnter(dir, user)) continue;
    const inside = dir === ours || dir.startsWith(ours + path.sep);
    if (!inside) {
      throw new Error(
        `PostgreSQL runs as "${user.name}" (it refuses root) and cannot enter ${dir}: run "chmod o+x ${dir}" or choose another SONIC_DATA_DIR`,
      );
    }
    chmodSync(dir, statSync(dir).mode | 0o001);
  }
}

/** Creates the cluster on first start (trust auth for loopback only, user postgres) and owns it to its user. */
export async function prepareCluster(opts: {
  clusterDir: string;
  dataDir: string;
  logDir: string;
}): Promise<RunAs | undefined> {
  const { clusterDir } = opts;
  const runAs = postgresRunAs();
  const initdb = pgTool('initdb');
  pgTool('postgres');
  // A folder without PG_VERSION is an initdb that never finished: start it again.
  const fresh = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (fresh) rmSync(clusterDir, { recursive: true, force: true });
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (runAs) {
    ensureReachable(clusterDir, opts.dataDir, runAs);
    // E.g. a cluster made by a non-root run: hand all of it over once.
    if (statSync(clusterDir).uid !== runAs.uid) {
      if (fresh) chownSync(clusterDir, runAs.uid, runAs.gid);
      else execFileSync('chown', ['-R', `${runAs.uid}:${runAs.gid}`, clusterDir]);
    }
  }
  if (!fresh) return runAs;
  const proc = spawnManaged(
    'postgres-initdb',
    initdb,
    ['-D', clusterDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C'],
    { logDir: opts.logDir, cwd: clusterDir, ownGroup: false, runAs },
  );
  const code = await proc.exited;
  if (code !== 0) {
    rmSync(clusterDir, { recursive: true, force: true });
    throw new Error(`initdb failed (${code}). Log ${proc.logFile}:\n${tailLog(proc.logFile)}`);
  }
  return runAs;
}

/** How the local cluster is tuned (deploy/local/README.md has the measurements behind each choice). */
export interface PostgresTuning {
  /** Server settings, passed as -c name=value. */
  settings: Record<string, string>;
  /** A GIN index on _id for every FerretDB table: postgres-id-index.sql says why. */
  idIndex: boolean;
}

/** Installs the _id index trigger (and back-fills existing tables) through psql, as the superuser. */
export async function installIdIndex(port: number): Promise<void> {
  const args = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-X', '-q'];
  const sql = path.join(__dirname, 'postgres-id-index.sql');
  await run(pgTool('psql'), [...args, '-v', 'ON_ERROR_STOP=1', '-f', sql], { timeout: 30_000 });
}

/** How to run the server: TCP on 127.0.0.1 only, no unix socket (nothing to clash with). */
export function postgresServer(opts: {
  clusterDir: string;
  port: number;
  settings: Record<string, string>;
}): {
  command: string;
  args: string[];
  ready: () => Promise<boolean>;
} {
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    ...opts.settings,
  };
  return {
    command: pgTool('postgres'),
    args: [
      '-D',
      opts.clusterDir,
      '-p',
      String(opts.port),
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    // Accepting connections, not merely listening (it listens during crash recovery too).
    ready: async () => {
      const args = ['-q', '-h', '127.0.0.1', '-p', String(opts.port), '-U', 'postgres', '-d', 'postgres'];
      await run(pgTool('pg_isready'), args, { timeout: 3000 });
      return true;
    },
  };
}
