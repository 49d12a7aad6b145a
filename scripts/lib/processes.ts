// A small process supervisor for the one-machine platform: spawn children with their output in a
// log file, wait until they answer, and stop them all (SIGTERM, then SIGKILL) in reverse order.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface Managed {
  name: string;
  child: ChildProcess;
  logFile: string;
  exited: Promise<number | null>;
  ownGroup: boolean;
  stopSignal: NodeJS.Signals;
  stopsItsChildren: boolean;
}

/** A system user to run a child as (PostgreSQL refuses to run as root). */
export interface RunAs {
  name: string;
  uid: number;
  gid: number;
}

export interface SpawnOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  logDir: string;
  /**
   * Own process group (the default), so Ctrl-C in the terminal reaches only the supervisor, which
   * stops children in order. False under a test runner: a Ctrl-C there must stop the child too.
   */
  ownGroup?: boolean;
  /** The signal that stops it cleanly; SIGTERM unless it means something slower (PostgreSQL). */
  stopSignal?: NodeJS.Signals;
  /** It stops its own children on stopSignal (PostgreSQL's postmaster): signal it alone, not its group. */
  stopsItsChildren?: boolean;
  runAs?: RunAs;
}

export function spawnManaged(name: string, command: string, args: string[], opts: SpawnOptions): Managed {
  const ownGroup = opts.ownGroup ?? true;
  mkdirSync(opts.logDir, { recursive: true });
  const logFile = path.join(opts.logDir, `${name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownGroup,
    uid: opts.runAs?.uid,
    gid: opts.runAs?.gid,
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      log.end();
      resolve(code);
    });
    child.on('error', (err) => {
      log.write(`spawn error: ${err.message}\n`);
      resolve(-1);
    });
  });
  return {
    name,
    child,
    logFile,
    exited,
    ownGroup,
    stopSignal: opts.stopSignal ?? 'SIGTERM',
    stopsItsChildren: opts.stopsItsChildren ?? false,
  };
}

export function tailLog(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export async function stopManaged(proc: Managed, graceMs = 8000): Promise<void> {
  const { child } = proc;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  // A child in its own group is signalled with everything it started, unless it stops those itself.
  const signal = (sig: NodeJS.Signals, wholeGroup: boolean) => {
    try {
      if (proc.ownGroup && wholeGroup) process.kill(-(child.pid as number), sig);
      else child.kill(sig);
    } catch {
      /* already gone */
    }
  };
  signal(proc.stopSignal, !proc.stopsItsChildren);
  const timer = setTimeout(() => signal('SIGKILL', true), graceMs);
  await proc.exited;
  clearTimeout(timer);
}

export async function stopAll(procs: Managed[], graceMs?: number): Promise<void> {
  for (const proc of [...procs].reverse()) await stopManaged(proc, graceMs);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it is true; fails early when the process it waits for has exited. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  opts: { timeoutMs?: number; proc?: Managed } = {},
): Promise<void> {
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (opts.proc && opts.proc.child.exitCode !== null) {
      throw new Error(
        `${what}: process exited (${opts.proc.child.exitCode}). Log ${opts.proc.logFile}:\n${tailLog(opts.proc.logFile)}`,
      );
    }
    if (await check().catch(() => false)) return;
    await sleep(150);
  }
  const logHint = opts.proc ? `\nLog ${opts.proc.logFile}:\n${tailLog(opts.proc.logFile)}` : '';
  throw new Error(`${what}: not ready after ${opts.timeoutMs ?? 60_000} ms${logHint}`);
}

export function tcpOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function httpOk(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return res.ok;
}
