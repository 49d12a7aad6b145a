// Limits of the account calls, configurable by env (spread into the gateway config schema).
import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const rateLimitEnv = {
  RATE_LIMIT_LOGIN_PER_ACCOUNT: count(10),
  RATE_LIMIT_LOGIN_PER_CLIENT: count(30),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: count(15 * 60),
  RATE_LIMIT_REGISTER_PER_CLIENT: count(20),
  RATE_LIMIT_REGISTER_WINDOW_SECONDS: count(3600),
  // forgot-password and resend-verification, each counted on its own
  RATE_LIMIT_EMAIL_PER_ACCOUNT: count(5),
  RATE_LIMIT_EMAIL_PER_CLIENT: count(20),
  RATE_LIMIT_EMAIL_WINDOW_SECONDS: count(3600),
};

const rateLimitSchema = z.object(rateLimitEnv);
export type RateLimitConfig = z.infer<typeof rateLimitSchema>;

/** Fills what a partial config (e.g. a test's) leaves out with the defaults. */
export function resolveRateLimits(partial: Partial<RateLimitConfig>): RateLimitConfig {
  return rateLimitSchema.parse(partial);
}
