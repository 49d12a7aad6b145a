// `npm run load -- --scenario load|spike|soak|smoke [--rate N] [--peak N] [--duration 2m]
// [--playlists N] [--users N]`: the traffic of load-tests/k6/traffic.js (feed, Top 100, detail, tag,
// search, profile, sign-in, vote, follow, weighted like real use) at a fixed arrival rate against a
// platform of its own (free ports, fresh data, seeded first); k6 prints its summary and exits 99 when
// a threshold of the scenario is crossed. Everything started is stopped, also on Ctrl-C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { TOOLS_BIN } from '@sonic-nexus/scripts/infra';
import { seedPassword, seedPlaylist } from '@sonic-nexus/scripts/seed/content';
import { seedTargets } from '@sonic-nexus/scripts/seed/options';
import { terminalSink } from '@sonic-nexus/scripts/seed/progress';
import { seedPlatform } from '@sonic-nexus/scripts/seed/seed-platform';
import { startBenchPlatform } from './bench-platform';
import type { SiteData } from './k6-run';

const USAGE = `Usage: npm run load -- --scenario smoke|load|spike|soak [--rate N] [--peak N] [--duration 2m]
                        [--playlists N] [--users N]
Starts its own platform on free ports, seeds it (default 40 users, 500 playlists), then runs
load-tests/k6/traffic.js: smoke a few seconds, load RATE/s (default 20) for 2m, spike RATE then PEAK
(default 10 x RATE), soak RATE for 30m. To load another site, run k6 on the script yourself:
  .tools/bin/k6 run -e TARGET=http://127.0.0.1:8080 -e SCENARIO=load -e DATA="$(cat data.json)" load-tests/k6/traffic.js
(DATA: {"users":[{"id","username","password"}],"playlistIds":[],"userIds":[],"tag":"","query":""}).`;

const SEED = 'load';
const log = (msg: string) => console.log(`[load] ${msg}`);

function parse(argv: string[]): { k6Env: Record<string, string>; users: number; playlists: number } {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i] as string, argv[i + 1]];
    if (!['--scenario', '--rate', '--peak', '--duration', '--playlists', '--users'].includes(flag))
      throw new Error(`unknown flag ${flag}\n${USAGE}`);
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
    flags.set(flag.slice(2), value);
  }
  const scenario = flags.get('scenario') ?? 'load';
  if (!['smoke', 'load', 'spike', 'soak'].includes(scenario))
    throw new Error(`no scenario "${scenario}"\n${USAGE}`);
  const count = (name: string, fallback: number, min: number) => {
    const n = Number(flags.get(name) ?? fallback);
    if (!Number.isSafeInteger(n) || n < min) throw new Error(`--${name} must be a whole number ≥ ${min}`);
    return n;
  };
  const k6Env: Record<string, string> = { SCENARIO: scenario };
  for (const [flag, name] of [
    ['rate', 'RATE'],
    ['peak', 'PEAK'],
    ['duration', 'DURATION'],
  ] as const) {
    const value = flags.get(flag);
    if (value !== undefined) k6Env[name] = value;
  }
  return { k6Env, users: count('users', 40, 2), playlists: count('playlists', 500, 10) };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help')) return void console.log(USAGE);
  const { k6Env, users, playlists } = parse(args);
  let stopStarted: () => Promise<void> = async () => undefined;
  const interrupted = () => void stopStarted().then(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const platform = await startBenchPlatform(log, (stop) => {
    stopStarted = stop;
  });
  try {
    log(`seeding ${users} users and ${playlists} playlists`);
    const seeded = await seedPlatform(
      {
        ...seedTargets(platform.ports),
        seed: SEED,
        users,
        playlists,
        votes: playlists,
        follows: users * 2,
        concurrency: 16,
      },
      terminalSink(),
    );
    const verified = seeded.users.filter((u) => u.verified);
    const data: SiteData = {
      users: verified.map((u) => ({ id: u.id, username: u.username, password: seedPassword(SEED) })),
      playlistIds: seeded.playlistIds.filter((id): id is string => id !== undefined),
      userIds: seeded.users.map((u) => u.id),
      tag: seedPlaylist(SEED, 0, users).tags[0] ?? 'jazz',
      query: seedPlaylist(SEED, 0, users).title.split(' ')[0] ?? 'a',
    };
    log(`k6 ${JSON.stringify(k6Env)} against ${platform.edgeUrl}`);
    const code = await new Promise<number>((resolve) => {
      const k6 = spawn(
        path.join(TOOLS_BIN, 'k6'),
        ['run', '--no-usage-report', '--address', '127.0.0.1:0', path.join(__dirname, 'k6', 'traffic.js')],
        {
          stdio: 'inherit',
          env: { PATH: process.env.PATH, ...k6Env, TARGET: platform.edgeUrl, DATA: JSON.stringify(data) },
        },
      );
      k6.on('exit', (exit) => resolve(exit ?? 1));
    });
    log(
      code === 0
        ? 'every threshold held'
        : `k6 exited ${code}${code === 99 ? ': a threshold was crossed' : ''}`,
    );
    process.exitCode = code;
  } finally {
    await platform.stop();
  }
}

main().catch((err: unknown) => {
  console.error(`[load] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exitCode = 1;
});
