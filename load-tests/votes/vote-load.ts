// `npm run bench:votes -- [--voters 800] [--rate 800] [--clients 40] [--seconds 30] [--playlists 10000]`:
// votes as the site sees them (issue 28). k6, a process of its own, votes through the edge of the
// platform `npm start` runs (scripts/lib/platform.ts: production build, search as configured, the
// vote limits as shipped) on free ports and fresh data, filled as `npm run seed` fills it plus
// `--playlists` more and `--voters` verified users signed in. Two runs:
//   - paced: RATE votes a second, each user voting once a second at most (a constant arrival rate),
//     after 10 s rising to it (not measured);
//   - saturation: CLIENTS clients each voting as soon as the last vote was answered.
// For each: the answers by status, the latency of the votes answered 200 and of the refusals, the
// CPU each process of the platform spent per vote answered, and whether the tallies are exact.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { seedPassword } from '@sonic-nexus/scripts/seed/content';
import { createSeedClients } from '@sonic-nexus/scripts/seed/clients';
import { DEMO_COUNTS, seedTargets } from '@sonic-nexus/scripts/seed/options';
import { terminalSink } from '@sonic-nexus/scripts/seed/progress';
import { seedPlatform } from '@sonic-nexus/scripts/seed/seed-platform';
import type { SeededUser } from '@sonic-nexus/scripts/seed/seed-context';
import { startBenchPlatform } from '../bench-platform';
import { runK6 } from '../k6-run';
import {
  differences,
  playlistTallies,
  serviceTalliesOf,
  signIn,
  storedVotes,
  VOTE_PLAYLISTS,
  type VoteRig,
} from '../vote-bench';
import { cpuSeconds, cpuSpent, reapedChildrenCpuSeconds, waitUntilQuiet } from './process-cpu';
import { summarizeVotes, type VoteRunFigures } from './vote-figures';

const USAGE = `Usage: npm run bench:votes -- [--voters N] [--rate N] [--clients N] [--seconds N] [--playlists N]
Defaults: 800 voters, 800 votes/s paced, 40 clients at saturation, 30 s each, 10000 playlists on top
of npm run seed's defaults. Starts its own platform (npm start's, on free ports) and stops it after.`;

const SEED = 'votes';
const SIGN_IN_CONCURRENCY = 4;
/** The paced run rises from 0 to its rate over this long first, as traffic does; not measured. */
const WARMUP_SECONDS = 10;
/** A run starts once the platform's processes use less than this share of one core. */
const QUIET_SHARE = 0.1;
/** k6 ahead of the platform on the shared cores, as a client on a machine of its own (k6-run.ts) */
const K6_NICENESS = -10;
const log = (msg: string) => console.log(`[votes] ${msg}`);

interface Options {
  voters: number;
  rate: number;
  clients: number;
  seconds: number;
  playlists: number;
}

function parse(argv: string[]): Options {
  const opts: Options = { voters: 800, rate: 800, clients: 40, seconds: 30, playlists: 10_000 };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i]?.replace(/^--/, '') as keyof Options;
    const value = Number(argv[i + 1]);
    if (!(key in opts) || !argv[i]?.startsWith('--')) throw new Error(`unknown flag ${argv[i]}\n${USAGE}`);
    if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${key} must be a whole number ≥ 1`);
    opts[key] = value;
  }
  return opts;
}

/** As a browser would: a refused sign-in (503, nothing done) is tried again after Retry-After. */
async function signInPolitely(edgeUrl: string, origin: string, voter: SeededUser): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await signIn(edgeUrl, origin, voter, seedPassword(SEED));
    } catch (err) {
      if (attempt >= 10 || !String(err).includes('answered 503')) throw err;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

async function signInAll(edgeUrl: string, origin: string, voters: SeededUser[]): Promise<string[]> {
  const cookies: string[] = new Array<string>(voters.length);
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: SIGN_IN_CONCURRENCY }, async () => {
      while (next < voters.length) {
        const i = next++;
        cookies[i] = await signInPolitely(edgeUrl, origin, voters[i] as SeededUser);
        done += 1;
        if (done % 100 === 0) log(`signed in ${done} of ${voters.length}`);
      }
    }),
  );
  return cookies;
}

function report(name: string, f: VoteRunFigures): void {
  log(`${name}: ${f.offered} votes sent in ${f.seconds.toFixed(1)} s`);
  log(
    `  answered ${Object.entries(f.byStatus)
      .map(([code, n]) => `${n} × ${code}`)
      .join(', ')}`,
  );
  log(
    `  votes answered 200: ${f.okPerSecond.toFixed(0)}/s, p50 ${f.okP50.toFixed(0)} ms, p99 ${f.okP99.toFixed(0)} ms; ` +
      `refusals (503) p99 ${f.shedP99.toFixed(0)} ms`,
  );
  log(
    `  CPU per vote answered 200: ${f.cpuPerVote.toFixed(2)} ms (` +
      [...f.cpuPerVoteByProcess].map(([p, ms]) => `${p} ${ms.toFixed(2)}`).join(', ') +
      ')',
  );
  log(`  tallies exact: ${f.exact ? 'yes' : `NO\n    ${f.mismatches.join('\n    ')}`}`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help')) return void console.log(USAGE);
  const opts = parse(args);
  let stopStarted: () => Promise<void> = async () => undefined;
  const interrupted = () => void stopStarted().then(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  // Each voter's verification mail is read back from Mailpit, which keeps its last 500 by default.
  process.env.MP_MAX_MESSAGES ??= String(2 * opts.voters + 1_000);
  // The vote limit as shipped: the bench platform lifts it for the in-process bench's fast voters.
  const platform = await startBenchPlatform(
    log,
    (stop) => {
      stopStarted = stop;
    },
    { voteLimitAsShipped: true },
  );
  const clients = createSeedClients(seedTargets(platform.ports));
  try {
    const targets = seedTargets(platform.ports);
    log(`seeding as npm run seed does (${JSON.stringify(DEMO_COUNTS)})`);
    await seedPlatform({ ...targets, ...DEMO_COUNTS, seed: 'demo', concurrency: 16 }, terminalSink());
    log(`seeding ${opts.voters} verified voters and ${opts.playlists} more playlists`);
    const seeded = await seedPlatform(
      {
        ...targets,
        users: opts.voters,
        playlists: opts.playlists,
        votes: 0,
        follows: 0,
        seed: SEED,
        concurrency: 16,
      },
      terminalSink(),
    );
    const voters = seeded.users.filter((u) => u.verified);
    const playlistIds = seeded.playlistIds
      .filter((id): id is string => id !== undefined)
      .slice(0, VOTE_PLAYLISTS);
    if (voters.length < opts.voters || playlistIds.length < VOTE_PLAYLISTS)
      throw new Error(
        `seeded ${voters.length} verified voters and ${playlistIds.length} playlists to vote on`,
      );
    log(`signing ${voters.length} voters in through the edge`);
    const cookies = await signInAll(platform.edgeUrl, platform.publicUrl, voters);
    const rig: VoteRig = { cookies, voters, playlistIds };

    const run = async (scenario: 'paced' | 'saturation'): Promise<VoteRunFigures> => {
      const warmup = scenario === 'paced' ? WARMUP_SECONDS : 0;
      // the seed's events (10,000 playlists) are consumed in the background: not during a run
      const waited = await waitUntilQuiet(platform.pids, { busyShare: QUIET_SHARE, maxSeconds: 180 });
      log(`${scenario}: the platform was quiet after ${waited.toFixed(0)} s`);
      log(`${scenario}: k6 for ${warmup ? `${warmup} s rising, then ` : ''}${opts.seconds} s`);
      const pids = platform.pids();
      // CPU is read from the end of the warm-up (k6's start takes a moment more: a little early)
      let before = cpuSeconds(pids);
      const clientBefore = reapedChildrenCpuSeconds();
      const warm = setTimeout(() => (before = cpuSeconds(pids)), warmup * 1000);
      const k6 = await runK6(
        'votes.js',
        {
          TARGET: platform.edgeUrl,
          SCENARIO: scenario,
          RATE: String(opts.rate),
          CLIENTS: String(opts.clients),
          SECONDS: String(opts.seconds),
          WARMUP: String(warmup),
        },
        {
          timeoutMs: (opts.seconds + 120) * 1000,
          niceness: K6_NICENESS,
          data: { users: [], playlistIds, userIds: [], tag: '', query: '', cookies },
        },
      );
      clearTimeout(warm);
      const cpu = cpuSpent(before, cpuSeconds(pids));
      const clientMs = (reapedChildrenCpuSeconds() - clientBefore) * 1000;
      const stored = await storedVotes(clients, rig);
      const mismatches = differences('vote service tallies of', stored, await serviceTalliesOf(clients, rig));
      // the playlist service learns tallies from events: give them a moment
      let playlistMismatches = differences(
        'playlist',
        stored,
        await playlistTallies(platform.edgeUrl, playlistIds),
      );
      for (let i = 0; i < 100 && playlistMismatches.length > 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        playlistMismatches = differences(
          'playlist',
          stored,
          await playlistTallies(platform.edgeUrl, playlistIds),
        );
      }
      if (process.env.VOTE_ANSWERS_DIR) {
        const file = path.join(process.env.VOTE_ANSWERS_DIR, `${scenario}.json`);
        writeFileSync(file, JSON.stringify(k6.answers));
        log(`  every answer (start, end, status) written to ${file}`);
      }
      const figures = summarizeVotes(k6.answers, cpu, [...mismatches, ...playlistMismatches]);
      log(
        `  k6 (the client, not counted above) used ${(clientMs / 1000).toFixed(1)} s of CPU, warm-up included`,
      );
      return figures;
    };

    const paced = await run('paced');
    report(`paced, ${opts.rate} votes/s offered by ${voters.length} users`, paced);
    const saturation = await run('saturation');
    report(`saturation, ${opts.clients} clients voting back to back`, saturation);
  } finally {
    clients.close();
    await platform.stop();
  }
}

main().catch((err: unknown) => {
  console.error(`[votes] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exitCode = 1;
});
