import { serverMessages } from '@sonic-nexus/contract';
import type { Request, Response } from 'express';
import { HttpError } from '../http/http-error';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import type { RateLimitConfig } from './rate-limit-config';

export type LimitedCall = 'login' | 'register' | 'forgot' | 'resend';

export interface AccountLimits {
  /** Throws 429 (with Retry-After) when the client or the named account is over its limit. */
  check(call: LimitedCall, req: Request, res: Response, account?: string): void;
}

export function createAccountLimits(c: RateLimitConfig): AccountLimits {
  const s = (n: number) => n * 1000;
  const email = (perAccount: number, perClient: number) =>
    createRateLimiter({
      account: { limit: perAccount, windowMs: s(c.RATE_LIMIT_EMAIL_WINDOW_SECONDS) },
      client: { limit: perClient, windowMs: s(c.RATE_LIMIT_EMAIL_WINDOW_SECONDS) },
    });
  const limiters: Record<LimitedCall, RateLimiter> = {
    login: createRateLimiter({
      account: { limit: c.RATE_LIMIT_LOGIN_PER_ACCOUNT, windowMs: s(c.RATE_LIMIT_LOGIN_WINDOW_SECONDS) },
      client: { limit: c.RATE_LIMIT_LOGIN_PER_CLIENT, windowMs: s(c.RATE_LIMIT_LOGIN_WINDOW_SECONDS) },
    }),
    register: createRateLimiter({
      client: { limit: c.RATE_LIMIT_REGISTER_PER_CLIENT, windowMs: s(c.RATE_LIMIT_REGISTER_WINDOW_SECONDS) },
    }),
    forgot: email(c.RATE_LIMIT_EMAIL_PER_ACCOUNT, c.RATE_LIMIT_EMAIL_PER_CLIENT),
    resend: email(c.RATE_LIMIT_EMAIL_PER_ACCOUNT, c.RATE_LIMIT_EMAIL_PER_CLIENT),
  };
  return {
    check(call, req, res, account) {
      const keys = [`client:${req.ip ?? 'unknown'}`];
      if (account !== undefined) keys.push(`account:${account.trim().toLowerCase()}`);
      const verdict = limiters[call].tryConsume(keys);
      if (!verdict.allowed) {
        res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
        throw new HttpError(429, serverMessages.tooManyRequests);
      }
    },
  };
}
