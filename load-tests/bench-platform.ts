// The bench's own platform: the whole of `npm start` (scripts/lib/platform.ts) on free ports with a
// fresh temporary data folder, so it runs beside a running `npm start` and measures from empty.
import { readFileSync, rmSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkHealth } from '@sonic-nexus/service-kit';
import { freePort } from '@sonic-nexus/test-kit';
import { ROOT } from '@sonic-nexus/scripts/infra';
import { startPlatform } from '@sonic-nexus/scripts/platform';
import {
  choosePorts,
  edgeOrigin,
  resolvePorts,
  type PlatformPorts,
} from '@sonic-nexus/web-server/platform-ports';
import { spawnManaged, stopAll, stopManaged, tailLog, type Managed } from '@sonic-nexus/scripts/processes';

export interface BenchPlatform {
  ports: PlatformPorts;
  /** where the load goes: the edge, on loopback */
  edgeUrl: string;
  /** the origin browsers use, which the gateway's CSRF check expects in Origin */
  publicUrl: string;
  /** rejects when a process of the platform exits while the bench runs */
  crashed: Promise<never>;
  /** The pid of each running process of the platform, by its name (gateway, vote, postgres, ...). */
  pids(): Map<string, number>;
  /** Restarts one service process alone; resolves with the ms until its gRPC health says SERVING. */
  restartService(name: 'user' | 'playlist' | 'vote' | 'notification'): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The platform runner has no "restart one service" (see the bench's report of what it needs from
 * scripts/lib): the process is started again with the command line and environment it had, read
 * from Linux's /proc before it stops.
 */
function commandOf(proc: Managed): { command: string; args: string[]; env: NodeJS.ProcessEnv } {
  const pid = proc.child.pid;
  if (pid === undefined) throw new Error(`${proc.name} has no pid`);
  const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);
  const env = Object.fromEntries(
    environ.map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );
  const [command, ...args] = proc.child.spawnargs;
  if (!command) throw new Error(`${proc.name} has no command line`);
  return { command, args, env };
}

/**
 * `onStop` receives the stop of everything started so far before anything starts, so a signal
 * during startup (a build and a dozen processes take a while) stops what was started.
 */
export async function startBenchPlatform(
  log: (msg: string) => void,
  onStop: (stop: () => Promise<void>) => void,
  opts: { voteLimitAsShipped?: boolean } = {},
): Promise<BenchPlatform> {
  const ports = resolvePorts(await choosePorts(freePort));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sonic-bench-'));
  const logDir = path.join(dataDir, 'logs');
  // 40 voters sign in from one address; the default limit (30 per 15 min per client) is for people.
  process.env.RATE_LIMIT_LOGIN_PER_CLIENT ??= '10000';
  // The vote bench has each of its 40 voters vote as fast as the site answers (hundreds a second
  // together), and k6's users vote far faster than a person: the default (10 at once, then one a
  // second per user) is for people. Submissions (the vote bench's 10 from one user) and cards (the
  // benches draw none) stay within their defaults.
  if (!opts.voteLimitAsShipped) process.env.RATE_LIMIT_VOTE_PER_USER ??= '1000000';
  const processes: Managed[] = [];
  const expected = new Set<Managed>();
  let stopping = false;
  let crash: (err: Error) => void = () => undefined;
  const crashed = new Promise<never>((_, reject) => {
    crash = reject;
  });
  crashed.catch(() => undefined);
  const watch = (proc: Managed) =>
    void proc.exited.then((code) => {
      if (stopping || expected.has(proc)) return;
      crash(new Error(`${proc.name} exited (code ${code}) during the bench:\n${tailLog(proc.logFile)}`));
    });

  const stop = async () => {
    stopping = true;
    // Startup may still be spawning while this stops: repeat until nothing is left running.
    const running = () => processes.filter((p) => p.child.exitCode === null && p.child.signalCode === null);
    while (running().length > 0) await stopAll(running());
    if (!process.env.BENCH_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
  onStop(stop);
  try {
    await startPlatform({
      mode: 'production',
      ports,
      dataDir,
      webDistRoot: path.join(dataDir, 'web'),
      onStep: (msg) => log(`[bench platform] ${msg}`),
      processes,
    });
  } catch (err) {
    await stop();
    throw err;
  }
  processes.forEach(watch);
  log(`[bench platform] up at ${edgeOrigin(ports)}, data and logs in ${dataDir}`);

  const restartService: BenchPlatform['restartService'] = async (name) => {
    const old = processes.find((p) => p.name === name && p.child.exitCode === null);
    if (!old) throw new Error(`no running ${name} service to restart`);
    const { command, args, env } = commandOf(old);
    expected.add(old);
    await stopManaged(old);
    processes.splice(processes.indexOf(old), 1);
    const started = performance.now();
    const fresh = spawnManaged(name, command, args, { cwd: ROOT, logDir, env });
    processes.push(fresh);
    watch(fresh);
    const grpcPort = ports[`${name.toUpperCase()}_GRPC_PORT` as keyof PlatformPorts];
    while (!(await checkHealth(`127.0.0.1:${grpcPort}`, { deadlineMs: 1000 }))) {
      if (fresh.child.exitCode !== null)
        throw new Error(`${name} exited on restart:\n${tailLog(fresh.logFile)}`);
      if (performance.now() - started > 600_000) throw new Error(`${name} not SERVING 10 min after restart`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return performance.now() - started;
  };

  return {
    ports,
    edgeUrl: `http://127.0.0.1:${ports.EDGE_PORT}`,
    publicUrl: edgeOrigin(ports),
    crashed,
    pids: () =>
      new Map(
        processes
          .filter((p) => p.child.exitCode === null && p.child.pid !== undefined)
          .map((p) => [p.name, p.child.pid as number]),
      ),
    restartService,
    stop,
  };
}
