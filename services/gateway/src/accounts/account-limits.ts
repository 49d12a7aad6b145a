import { status as GrpcStatus } from '@grpc/grpc-js';
import { serverMessages } from '@sonic-nexus/contract';
import { isGrpcError } from '@sonic-nexus/service-kit';
import type { Request, Response } from 'express';
import { HttpError } from '../http/http-error';
import { createRateLimiter, type RateLimiter, type Verdict } from './rate-limit';
import type { RateLimitConfig } from './rate-limit-config';
import type { WindowStore } from './window-store';

export type LimitedCall = 'register' | 'forgot' | 'resend';

export interface AccountLimits {
  /** Throws 429 (with Retry-After) when the client or the named account is over its limit. */
  check(call: LimitedCall, req: Request, res: Response, account?: string): Promise<void>;
  /**
   * Runs a sign-in attempt within the failure limits of its (account, client) pair and of its
   * client: a refused one throws 429 before trying; one that succeeded is not counted.
   */
  login<T>(req: Request, res: Response, account: string, attempt: () => Promise<T>): Promise<T>;
}

/** A wrong password or an unknown account: what the failure limits count. */
const isFailedSignIn = (err: unknown) => isGrpcError(err) && err.code === GrpcStatus.UNAUTHENTICATED;

const normal = (account: string) => account.trim().toLowerCase();

export function createAccountLimits(c: RateLimitConfig, store: WindowStore): AccountLimits {
  const s = (n: number) => n * 1000;
  const email = (name: string) =>
    createRateLimiter(
      name,
      {
        account: { limit: c.RATE_LIMIT_EMAIL_PER_ACCOUNT, windowMs: s(c.RATE_LIMIT_EMAIL_WINDOW_SECONDS) },
        client: { limit: c.RATE_LIMIT_EMAIL_PER_CLIENT, windowMs: s(c.RATE_LIMIT_EMAIL_WINDOW_SECONDS) },
      },
      store,
    );
  const limiters: Record<LimitedCall, RateLimiter> = {
    register: createRateLimiter(
      'register',
      {
        client: {
          limit: c.RATE_LIMIT_REGISTER_PER_CLIENT,
          windowMs: s(c.RATE_LIMIT_REGISTER_WINDOW_SECONDS),
        },
      },
      store,
    ),
    forgot: email('forgot'),
    resend: email('resend'),
  };
  const loginWindow = s(c.RATE_LIMIT_LOGIN_WINDOW_SECONDS);
  const loginFailures = createRateLimiter(
    'login',
    {
      pair: { limit: c.RATE_LIMIT_LOGIN_PER_ACCOUNT, windowMs: loginWindow },
      client: { limit: c.RATE_LIMIT_LOGIN_PER_CLIENT, windowMs: loginWindow },
    },
    store,
  );

  /** The store away is the gateway's problem, not a reason to let attempts through unlimited. */
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch {
      throw new HttpError(503, serverMessages.serviceUnavailable);
    }
  };
  const enforce = (verdict: Verdict, res: Response) => {
    if (!verdict.allowed) {
      res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      throw new HttpError(429, serverMessages.tooManyRequests);
    }
  };
  const client = (req: Request) => req.ip ?? 'unknown';

  return {
    async check(call, req, res, account) {
      const keys = [`client:${client(req)}`];
      if (account !== undefined) keys.push(`account:${normal(account)}`);
      enforce(await counted(() => limiters[call].tryConsume(keys)), res);
    },
    async login(req, res, account, attempt) {
      // The attempt takes its place first (so parallel attempts cannot pass the limit together)
      // and gives it back when it was no failure.
      const keys = [`pair:${normal(account)}\n${client(req)}`, `client:${client(req)}`];
      enforce(await counted(() => loginFailures.tryConsume(keys)), res);
      let failed = false;
      try {
        return await attempt();
      } catch (err) {
        failed = isFailedSignIn(err);
        throw err;
      } finally {
        if (!failed) await loginFailures.giveBack(keys).catch(() => undefined);
      }
    },
  };
}
