// Limits of the account calls, configurable by env (spread into the gateway config schema).
import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const rateLimitEnv = {
  // Failed sign-ins only (a success counts nothing): per account from one client, so nobody can
  // lock a victim out from elsewhere, and per client across accounts, against password spraying.
  RATE_LIMIT_LOGIN_PER_ACCOUNT: count(10),
  RATE_LIMIT_LOGIN_PER_CLIENT: count(30),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: count(15 * 60),
  RATE_LIMIT_REGISTER_PER_CLIENT: count(20),
  RATE_LIMIT_REGISTER_WINDOW_SECONDS: count(3600),
  // forgot-password and resend-verification, each counted on its own
  RATE_LIMIT_EMAIL_PER_ACCOUNT: count(5),
  RATE_LIMIT_EMAIL_PER_CLIENT: count(20),
  RATE_LIMIT_EMAIL_WINDOW_SECONDS: count(3600),
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

/** The longest window: how long the shared store must keep a counter. */
export function longestWindowMs(c: RateLimitConfig): number {
  return (
    1000 *
    Math.max(
      c.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
      c.RATE_LIMIT_REGISTER_WINDOW_SECONDS,
      c.RATE_LIMIT_EMAIL_WINDOW_SECONDS,
    )
  );
}
