// One of the platform's processes as a child of the test, started from its TypeScript entry and
// awaited until it answers; a process that exits or stays silent fails with its last output.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { waitFor } from './wait';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const READY_TIMEOUT_MS = 30_000;

/** SIGTERM, then SIGKILL after the grace period. */
function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
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

export async function startChildProcess(opts: {
  /** e.g. 'services/vote/src/main.ts', relative to the repository root */
  entry: string;
  env: NodeJS.ProcessEnv;
  /** true once the process serves; checked every 200 ms */
  ready: () => Promise<boolean>;
  what: string;
  /** every line the process writes is also appended here, e.g. for a test that reads its logs */
  logFile?: string;
}): Promise<{ stop(): Promise<void>; kill(): Promise<void>; pause(): void; resume(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', opts.entry], {
    cwd: REPO_ROOT,
    env: opts.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  if (opts.logFile) {
    const file = createWriteStream(opts.logFile, { flags: 'a' });
    child.stdout?.pipe(file, { end: false });
    child.stderr?.pipe(file, { end: false });
    child.once('exit', () => file.end());
  }
  const answers = async () => {
    if (child.exitCode !== null) throw new Error(`${opts.what} exited with ${child.exitCode}`);
    return opts.ready();
  };
  try {
    await waitFor(answers, { timeoutMs: READY_TIMEOUT_MS, intervalMs: 200, what: `${opts.what} answering` });
  } catch (err) {
    await stopChild(child);
    throw new Error(`${(err as Error).message}:\n${output}`);
  }
  // kill: SIGKILL at once, as a crash or an evicted pod ends, with no graceful shutdown.
  const kill = () =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        });
  // pause/resume: SIGSTOP/SIGCONT, as a process starved of CPU or stopped in a debugger: its sockets
  // stay open and calls to it queue in them unanswered.
  return {
    stop: () => stopChild(child),
    kill,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
  };
}
