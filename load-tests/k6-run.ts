// Runs one k6 script of load-tests/k6 and reads back every answer it recorded (the `answers` trend of
// k6/lib/site.js, through k6's JSON output): page, status, Retry-After, when it started and ended.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOOLS_BIN } from '@sonic-nexus/scripts/infra';

const K6_DIR = path.join(__dirname, 'k6');

/** What the k6 scripts read from DATA: who can sign in, and what there is to read and vote on. */
export interface SiteData {
  users: { id: number; username: string; password: string }[];
  playlistIds: string[];
  userIds: number[];
  tag: string;
  query: string;
  /** sessions signed in beforehand (`sn_session=...`), one per user, instead of signing in in k6 */
  cookies?: string[];
}

export interface K6Answer {
  page: string;
  status: number;
  retryAfter: boolean;
  /** epoch ms when the request started and when its answer had arrived */
  startedAt: number;
  endedAt: number;
  ms: number;
  /** every tag the script gave, e.g. an idempotency key */
  tags: Record<string, string>;
}

export interface K6Run {
  /** 0, or 99 when a threshold was crossed (k6's exit codes; any other exit is thrown) */
  exitCode: number;
  answers: K6Answer[];
  /** k6's end-of-test summary and any error it printed */
  output: string;
}

interface Point {
  type: string;
  metric: string;
  data: { time: string; value: number; tags: Record<string, string> };
}

/** k6 writes nanoseconds; Date.parse reads milliseconds. */
const epochMs = (time: string) => Date.parse(time.replace(/(\.\d{3})\d*/, '$1'));

function readAnswers(file: string): K6Answer[] {
  const answers: K6Answer[] = [];
  if (!existsSync(file)) return answers;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.includes('"metric":"answers"') || !line.includes('"type":"Point"')) continue;
    const point = JSON.parse(line) as Point;
    const endedAt = epochMs(point.data.time);
    const { page = '', code = '0', retry_after: retryAfter } = point.data.tags;
    answers.push({
      page,
      status: Number(code),
      retryAfter: retryAfter === 'yes',
      startedAt: endedAt - point.data.value,
      endedAt,
      ms: point.data.value,
      tags: point.data.tags,
    });
  }
  return answers.sort((a, b) => a.startedAt - b.startedAt);
}

/**
 * Runs `script` (a file of load-tests/k6) with `env` as k6's __ENV; resolves when k6 exits by itself
 * (every script has a duration) or `timeoutMs` ends it.
 */
export async function runK6(
  script: string,
  env: Record<string, string>,
  opts: {
    timeoutMs: number;
    data?: SiteData;
    /**
     * A nice value for k6 below the platform's (negative needs root). k6 shares the platform's cores
     * here; ahead of them, it sends and stamps on time as a client on its own machine would, and
     * the platform's queueing shows in the latencies instead of the client's. Not set: as spawned.
     */
    niceness?: number;
    /** Ends the run early, as Ctrl-C would: k6 stops its iterations and still writes every answer. */
    stop?: AbortSignal;
  },
): Promise<K6Run> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sonic-k6-'));
  const out = path.join(dir, 'answers.json');
  const args = ['run', '--no-usage-report', '--no-color', '--address', '127.0.0.1:0'];
  args.push('--out', `json=${out}`, path.join(K6_DIR, script));
  const fullEnv = { ...env, ...(opts.data ? { DATA: JSON.stringify(opts.data) } : {}) };
  try {
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      const child = execFile(
        path.join(TOOLS_BIN, 'k6'),
        args,
        {
          env: { PATH: process.env.PATH, ...fullEnv },
          timeout: opts.timeoutMs,
          maxBuffer: 16 * 2 ** 20,
          ...(opts.stop ? { signal: opts.stop, killSignal: 'SIGINT' as const } : {}),
        },
        (err, stdout, stderr) => {
          // stopped by the caller: k6 ends on SIGINT (its own exit code) with its output written
          const exit = opts.stop?.aborted ? 0 : err && typeof err.code === 'number' ? err.code : err ? -1 : 0;
          resolve({ code: exit, output: `${stdout}\n${stderr}` });
        },
      );
      if (opts.niceness !== undefined && child.pid !== undefined) {
        try {
          os.setPriority(child.pid, opts.niceness);
        } catch (err) {
          console.warn(`k6 keeps its priority (nice ${opts.niceness} refused: ${String(err)})`);
        }
      }
    });
    // 99 is a crossed threshold, which the caller judges; anything else is a run that broke
    if (code !== 0 && code !== 99)
      throw new Error(`k6 ${script} exited with ${code}:\n${output.slice(-4000)}`);
    return { exitCode: code, answers: readAnswers(out), output };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
