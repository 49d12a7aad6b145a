// What a seed run needs to know, and the command line of `npm run seed` that fills it in.
import { resolvePorts, type PlatformPorts } from '@sonic-nexus/web-server/platform-ports';
import { SEED_VALUE_PATTERN } from './content';

export interface SeedCounts {
  users: number;
  playlists: number;
  votes: number;
  follows: number;
}

export interface SeedTargets {
  /** gRPC addresses (host:port) of the services the seed writes through */
  userAddr: string;
  playlistAddr: string;
  voteAddr: string;
  /** Mailpit's HTTP API, where the verification mails are read */
  mailpitUrl: string;
}

export interface SeedOptions extends SeedCounts, SeedTargets {
  seed: string;
  /** calls in flight at once, so seeding does not starve the platform it fills */
  concurrency: number;
}

/** What `SEED=demo npm start` adds: a lively site in well under a minute. */
export const DEMO_COUNTS: SeedCounts = { users: 60, playlists: 300, votes: 3000, follows: 200 };
const DEFAULT_CONCURRENCY = 16;

export const SEED_USAGE = `Usage: npm run seed -- [--users N] [--playlists N] [--votes N] [--follows N] [--seed NAME]
                       [--concurrency N] [--user-addr HOST:PORT] [--playlist-addr HOST:PORT]
                       [--vote-addr HOST:PORT] [--mailpit URL]
Fills a running platform (npm start) through the services' own gRPC write paths. Deterministic and
idempotent per --seed (default "demo"): a second run with the same values adds nothing.
Defaults: ${DEMO_COUNTS.users} users, ${DEMO_COUNTS.playlists} playlists, ${DEMO_COUNTS.votes} votes, ${DEMO_COUNTS.follows} follows, concurrency ${DEFAULT_CONCURRENCY};
addresses from the npm start ports (USER_GRPC_PORT, ... MAILPIT_HTTP_PORT).`;

/** The services of the platform started with these ports (npm start's, or the bench's own). */
export function seedTargets(ports: PlatformPorts): SeedTargets {
  return {
    userAddr: `127.0.0.1:${ports.USER_GRPC_PORT}`,
    playlistAddr: `127.0.0.1:${ports.PLAYLIST_GRPC_PORT}`,
    voteAddr: `127.0.0.1:${ports.VOTE_GRPC_PORT}`,
    mailpitUrl: `http://127.0.0.1:${ports.MAILPIT_HTTP_PORT}`,
  };
}

const COUNT_FLAGS = {
  '--users': 'users',
  '--playlists': 'playlists',
  '--votes': 'votes',
  '--follows': 'follows',
} as const;
const ADDR_FLAGS = {
  '--user-addr': 'userAddr',
  '--playlist-addr': 'playlistAddr',
  '--vote-addr': 'voteAddr',
} as const;

function wholeNumber(flag: string, raw: string, min: number): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min) {
    throw new Error(`${flag} must be a whole number ≥ ${min}, got "${raw}"`);
  }
  return value;
}

/** Parses `npm run seed` arguments; throws with the flag's name on anything it cannot use. */
export function parseSeedArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): SeedOptions {
  const options: SeedOptions = {
    ...DEMO_COUNTS,
    ...seedTargets(resolvePorts(env)),
    seed: 'demo',
    concurrency: DEFAULT_CONCURRENCY,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i] as string;
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
    i += 1;
    if (flag in COUNT_FLAGS)
      options[COUNT_FLAGS[flag as keyof typeof COUNT_FLAGS]] = wholeNumber(flag, value, 0);
    else if (flag in ADDR_FLAGS) {
      if (!/^[\w.-]+:\d{1,5}$/.test(value)) throw new Error(`${flag} must be HOST:PORT, got "${value}"`);
      options[ADDR_FLAGS[flag as keyof typeof ADDR_FLAGS]] = value;
    } else if (flag === '--concurrency') options.concurrency = wholeNumber(flag, value, 1);
    else if (flag === '--mailpit') {
      if (!/^https?:\/\/[^\s/]+/.test(value))
        throw new Error(`--mailpit must be an http(s) URL, got "${value}"`);
      options.mailpitUrl = value.replace(/\/+$/, '');
    } else if (flag === '--seed') {
      if (!SEED_VALUE_PATTERN.test(value)) {
        throw new Error(`--seed must be 1-20 letters or digits (it is part of usernames), got "${value}"`);
      }
      options.seed = value;
    } else throw new Error(`unknown flag ${flag}`);
  }
  if (options.playlists > 0 && options.users === 0) throw new Error('--playlists needs at least one user');
  return options;
}
