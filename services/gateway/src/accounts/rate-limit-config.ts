// Every rate limit of the gateway, configurable by env (spread into the gateway config schema, so
// checked at boot). Benches and load tests lift them here, each saying why.
import { z } from 'zod';
import type { RateRule } from './rate-rule';

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const rateLimitEnv = {
  // Failed sign-ins only (a success counts nothing): per account from one client, so nobody can
  // lock a victim out from elsewhere, and per client across accounts, against password spraying.
  RATE_LIMIT_LOGIN_PER_ACCOUNT: count(10),
  RATE_LIMIT_LOGIN_PER_CLIENT: count(30),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: count(15 * 60),
  RATE_LIMIT_REGISTER_PER_CLIENT: count(20),
  RATE_LIMIT_REGISTER_WINDOW_SECONDS: count(3600),
  // forgot-password and resend-verification, each counted on its own, per account from one client
  // (so strangers elsewhere cannot use up the owner's) and per client across accounts
  RATE_LIMIT_EMAIL_PER_ACCOUNT: count(5),
  RATE_LIMIT_EMAIL_PER_CLIENT: count(20),
  RATE_LIMIT_EMAIL_WINDOW_SECONDS: count(3600),
  // The three below are token buckets (rate-rule.ts): PER_* at once, refilled evenly over the window.
  // Votes per user: 10 at once, then one a second for good; a person clicking never meets it.
  RATE_LIMIT_VOTE_PER_USER: count(10),
  RATE_LIMIT_VOTE_WINDOW_SECONDS: count(10),
  // Submissions per user: 50 at once, then one every 72 s. Submitting by hand (link, preview, tags)
  // takes a person half a minute or more, so even a curator moving a whole library goes on for
  // 40 minutes before meeting it; a script gets 50 and then 50 an hour.
  RATE_LIMIT_SUBMIT_PER_USER: count(50),
  RATE_LIMIT_SUBMIT_WINDOW_SECONDS: count(3600),
  // Link-preview cards drawn per client address (about 80 ms of CPU each; a card already drawn
  // costs nothing and counts nothing): 30 at once, then one every 2 s. A link-preview crawler
  // asks for one card per shared link.
  RATE_LIMIT_CARD_PER_CLIENT: count(30),
  RATE_LIMIT_CARD_WINDOW_SECONDS: count(60),
  // Where the counters live: this process (one replica, tests, npm start), or a NATS JetStream KV
  // bucket shared by every replica (more than one replica would otherwise multiply each limit).
  RATE_LIMIT_STORE: z.enum(['memory', 'nats']).default('memory'),
  RATE_LIMIT_KV_BUCKET: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
    .default('gateway_rate_limits'),
};

const rateLimitSchema = z.object(rateLimitEnv);
export type RateLimitConfig = z.infer<typeof rateLimitSchema>;

/** Fills what a partial config (e.g. a test's) leaves out with the defaults. */
export function resolveRateLimits(partial: Partial<RateLimitConfig>): RateLimitConfig {
  return rateLimitSchema.parse(partial);
}

export const fixedWindow = (limit: number, windowSeconds: number): RateRule => ({
  kind: 'window',
  limit,
  windowMs: windowSeconds * 1000,
});

export const tokenBucket = (limit: number, windowSeconds: number): RateRule => ({
  kind: 'bucket',
  limit,
  windowMs: windowSeconds * 1000,
});

/** The longest window: how long the shared store must keep a counter. */
export function longestWindowMs(c: RateLimitConfig): number {
  return (
    1000 *
    Math.max(
      c.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
      c.RATE_LIMIT_REGISTER_WINDOW_SECONDS,
      c.RATE_LIMIT_EMAIL_WINDOW_SECONDS,
      c.RATE_LIMIT_VOTE_WINDOW_SECONDS,
      c.RATE_LIMIT_SUBMIT_WINDOW_SECONDS,
      c.RATE_LIMIT_CARD_WINDOW_SECONDS,
    )
  );
}
