// `npm run bench:lighthouse [-- --url <origin>] [--runs N]`: Lighthouse (pinned, installed on first
// use by scripts/ensure-tool.sh into .tools) driving Debian's Chromium with its mobile defaults
// (simulated throttling) on `/` and on a playlist page, N runs each one after another, printed per
// run with the median, and written to load-tests/lighthouse-report.json. Every run connects to one
// Chromium the bench launched (lighthouse-chrome.ts says why). Without --url it starts a
// platform of its own on free ports (bench-platform.ts) and seeds it; everything it started is
// stopped, also on Ctrl-C. A benchmark: not part of npm test.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { TOOLS_BIN } from '@sonic-nexus/scripts/infra';
import { seedTargets } from '@sonic-nexus/scripts/seed/options';
import { terminalSink } from '@sonic-nexus/scripts/seed/progress';
import { seedPlatform } from '@sonic-nexus/scripts/seed/seed-platform';
import { startBenchPlatform } from './bench-platform';
import {
  diagnosisLines,
  figuresLine,
  LIGHTHOUSE_USAGE,
  median,
  pageMedian,
  parseLighthouseArgs,
  runFigures,
  type PageMedian,
  type RunFigures,
} from './lighthouse-summary';
import { BENCH_CHROME_FLAGS, launchBenchChrome, type BenchChrome } from './lighthouse-chrome';
import { mainThreadWork, type MainThreadWork } from './lighthouse-trace';
import { waitForEventsDrained } from './settle';

const REPORT = path.join(__dirname, 'lighthouse-report.json');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// A small lived-in site: a full feed, tags, votes, follows; seeded in well under a minute.
const SEED = { seed: 'lighthouse', users: 20, playlists: 60, votes: 300, follows: 40, concurrency: 8 };
const log = (msg: string) => console.log(`[lighthouse] ${msg}`);
const DRAIN_MS = 60_000;
const run = promisify(execFile);

type RunReport = RunFigures & { mainThread: MainThreadWork };

interface PageReport {
  name: string;
  url: string;
  runs: RunReport[];
  median: PageMedian & { mainThread: MainThreadWork };
}

function mainThreadLine(label: string, work: MainThreadWork): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return (
    `${label}main thread after FCP: CPU ${ms(work.cpuMs)}, wall ${ms(work.wallMs)}; ` +
    `TBT counted over CPU time ${ms(work.blockingFromCpuMs)}`
  );
}

function medianWork(runs: MainThreadWork[]): MainThreadWork {
  const of = (key: keyof MainThreadWork) => median(runs.map((run) => run[key]));
  return { cpuMs: of('cpuMs'), wallMs: of('wallMs'), blockingFromCpuMs: of('blockingFromCpuMs') };
}

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync(
      'git',
      ['status', '--porcelain', '--', 'shell', 'mfe-feed', 'mfe-profile', 'mfe-auth', 'libs', 'scripts/web'],
      { encoding: 'utf8' },
    ).trim();
    return dirty ? `${head} with uncommitted front-end changes` : head;
  } catch {
    return 'unknown';
  }
}

/** The newest playlist of the feed: a page a visitor reaches from `/`. */
async function playlistPath(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/playlists?page=1&limit=1`);
  if (!res.ok) throw new Error(`GET /api/playlists answered ${res.status}: no playlist page to measure`);
  const { playlists } = (await res.json()) as { playlists: Array<{ id: string }> };
  const first = playlists[0];
  if (!first) throw new Error(`${origin} has no playlists: seed it first (npm run seed)`);
  return `/playlists/${first.id}`;
}

async function lighthouseRun(url: string, outDir: string, n: number, port: number): Promise<RunReport> {
  const out = path.join(outDir, `run-${n}.json`);
  await run(
    path.join(TOOLS_BIN, 'lighthouse'),
    [
      url,
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      // The trace too (run-<n>-0.trace.json): the main thread's CPU time is read from it.
      '--save-assets',
      `--port=${port}`,
      '--quiet',
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const figures = runFigures(JSON.parse(readFileSync(out, 'utf8')));
  const trace: unknown = JSON.parse(readFileSync(path.join(outDir, `run-${n}-0.trace.json`), 'utf8'));
  return { ...figures, mainThread: mainThreadWork(trace) };
}

async function measure(origin: string, runs: number, port: number): Promise<PageReport[]> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'sonic-lighthouse-'));
  try {
    const pages = [
      { name: 'home', url: `${origin}/` },
      { name: 'playlist', url: `${origin}${await playlistPath(origin)}` },
    ];
    const reports: PageReport[] = [];
    for (const page of pages) {
      // Not counted: the servers' first answers to this page (JIT warm-up, the feed's first server
      // render) would otherwise compete with the first measured load for the two cores.
      await lighthouseRun(page.url, outDir, 0, port);
      log(`${page.name}: one warm-up run done (not counted)`);
      const figures: RunReport[] = [];
      for (let n = 1; n <= runs; n += 1) {
        const id = reports.length * runs + n;
        // One retry: a platform being rebuilt or restarted refuses a page for a moment.
        const f = await lighthouseRun(page.url, outDir, id, port).catch((err: unknown) => {
          log(
            `${page.name} ${n} failed, once more: ${err instanceof Error ? err.message.split('\n').at(-2) : err}`,
          );
          return lighthouseRun(page.url, outDir, id, port);
        });
        figures.push(f);
        console.log(figuresLine(`${page.name} ${n}`, f));
        for (const line of diagnosisLines(f, origin)) console.log(line);
        console.log(mainThreadLine('  ', f.mainThread));
      }
      const middle = { ...pageMedian(figures), mainThread: medianWork(figures.map((f) => f.mainThread)) };
      console.log(`${figuresLine(page.name, middle)}  ← median of ${runs} (${page.url})`);
      console.log(`${mainThreadLine(`${page.name} median `, middle.mainThread)}\n`);
      reports.push({ ...page, runs: figures, median: middle });
    }
    return reports;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--help')) return void console.log(LIGHTHOUSE_USAGE);
  const args = parseLighthouseArgs(process.argv.slice(2));
  let stopStarted: () => Promise<void> = async () => undefined;
  let chrome: BenchChrome | undefined;
  const interrupted = () => {
    chrome?.kill();
    void stopStarted().then(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const measuredAt = commit();
  let origin = args.url;
  let platformNote = `a running platform at ${origin} (its build as served, which may differ from the commit)`;
  const platform = origin
    ? undefined
    : await startBenchPlatform(log, (stop) => {
        stopStarted = stop;
      });
  try {
    if (platform) {
      log(`seeding ${SEED.users} users and ${SEED.playlists} playlists`);
      const seeded = await seedPlatform({ ...seedTargets(platform.ports), ...SEED }, terminalSink());
      if (seeded.failed > 0) throw new Error(`${seeded.failed} seed writes failed`);
      // The seed's events (notifications, read models) are handled before anything is measured.
      const drained = await waitForEventsDrained(
        `http://127.0.0.1:${platform.ports.NATS_MONITOR_PORT}`,
        DRAIN_MS,
      );
      log(
        `seed events drained in ${drained.ms.toFixed(0)} ms${drained.left ? `, ${drained.left} left` : ''}`,
      );
      origin = platform.publicUrl;
      platformNote = `its own platform (production builds, seeded: ${SEED.users} users, ${SEED.playlists} playlists, ${SEED.votes} votes)`;
    }
    if (!origin) throw new Error('no origin to measure');
    log(`Lighthouse ${args.runs}× per page against ${platformNote}, Chromium ${CHROME_PATH}`);
    chrome = await launchBenchChrome(CHROME_PATH);
    const pages = await measure(origin, args.runs, chrome.port);
    const report = {
      generatedAt: new Date().toISOString(),
      commit: measuredAt,
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        loadAverage: os.loadavg(),
      },
      lighthouse: execFileSync(path.join(TOOLS_BIN, 'lighthouse'), ['--version'], {
        encoding: 'utf8',
      }).trim(),
      settings: 'mobile, simulated throttling (Lighthouse defaults)',
      chromium: `one for every run, launched by chrome-launcher with ${BENCH_CHROME_FLAGS.join(' ')}; cache and storage cleared before each run`,
      warmUp: 'one run per page before the counted ones, after the seed events were handled; not counted',
      platform: platformNote,
      pages,
    };
    // Committed like report.json, so written as prettier --check wants it.
    const options = { ...(await resolveConfig(REPORT)), filepath: REPORT };
    writeFileSync(REPORT, await format(JSON.stringify(report), options));
    log(`written ${path.relative(process.cwd(), REPORT)}`);
  } finally {
    chrome?.kill();
    await platform?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(`[lighthouse] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exitCode = 1;
});
