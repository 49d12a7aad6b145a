// The command line of `npm run bench`: which sizes to measure, how long, and where the report goes.
import path from 'node:path';

export interface Durations {
  /** seconds of each saturation run (10 connections) */
  saturation: number;
  /** seconds of each single-connection latency run */
  unloaded: number;
  /** seconds of the fixed-rate latency run */
  atRate: number;
  /** seconds the 40 voters vote */
  votes: number;
}

export interface BenchOptions {
  /** playlist counts to seed up to and measure at, ascending */
  sizes: number[];
  /** seeded users (fixed across sizes: a playlist's owner depends on it, see seed/content.ts) */
  users: number;
  durations: Durations;
  smoke: boolean;
  /** folder of report.json and report.md */
  outDir: string;
  /** fail unless the report holds every figure (the smoke step of npm test) */
  check: boolean;
}

const FULL: Pick<BenchOptions, 'sizes' | 'users' | 'durations'> = {
  sizes: [1000, 10_000, 100_000],
  users: 1000,
  durations: { saturation: 10, unloaded: 5, atRate: 10, votes: 20 },
};
// Seconds, not minutes: it only proves every figure can still be measured.
const SMOKE: Pick<BenchOptions, 'sizes' | 'users' | 'durations'> = {
  sizes: [100],
  // the vote run's 40 voters, no more: registration hashes passwords (argon2id) on purpose slowly
  users: 40,
  durations: { saturation: 0.5, unloaded: 0.5, atRate: 1, votes: 1.5 },
};

export const BENCH_USAGE = `Usage: npm run bench -- [--smoke] [--sizes 1000,10000,100000] [--users N] [--out DIR] [--check]
Starts its own platform on free ports with a fresh data folder, seeds it up to each size and
measures the targets of issue 8; writes DIR/report.json and DIR/report.md (default load-tests/).
--smoke: 100 playlists, about a second per measurement. --users: seeded users (default 1000, smoke 40). --check: exit 1 unless every figure is there.`;

export function parseBenchArgs(argv: string[]): BenchOptions {
  const smoke = argv.includes('--smoke');
  const base = smoke ? SMOKE : FULL;
  const options: BenchOptions = {
    ...base,
    durations: { ...base.durations },
    smoke,
    outDir: __dirname,
    check: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i] as string;
    if (flag === '--smoke') continue;
    if (flag === '--check') {
      options.check = true;
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
    i += 1;
    if (flag === '--out') options.outDir = path.resolve(value);
    else if (flag === '--users') {
      const users = Number(value);
      if (!Number.isSafeInteger(users) || users < 40)
        throw new Error(`--users must be a whole number ≥ 40 (the voters), got "${value}"`);
      options.users = users;
    } else if (flag === '--sizes') {
      const sizes = value.split(',').map((s) => Number(s.trim()));
      if (sizes.some((n) => !Number.isSafeInteger(n) || n < 10)) {
        throw new Error(`--sizes must be playlist counts ≥ 10 separated by commas, got "${value}"`);
      }
      options.sizes = [...new Set(sizes)].sort((a, b) => a - b);
    } else throw new Error(`unknown flag ${flag}`);
  }
  return options;
}
