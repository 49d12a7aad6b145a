import { status as GrpcStatus } from '@grpc/grpc-js';
import { isGrpcError } from '@sonic-nexus/service-kit';
import type { Request, Response } from 'express';
import { consumeOrRefuse } from './enforce-limit';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import { fixedWindow, type RateLimitConfig } from './rate-limit-config';
import type { WindowStore } from './window-store';

export type LimitedCall = 'register' | 'forgot' | 'resend';

export interface AccountLimits {
  /**
   * Throws 429 (with Retry-After) when the client, or the named account from this client, is
   * over its limit. `account` is the account's key (account-key.ts), whatever spelling was typed.
   */
  check(call: LimitedCall, req: Request, res: Response, account?: string): Promise<void>;
  /**
   * Runs a sign-in attempt within the failure limits of its (account, client) pair and of its
   * client: a refused one throws 429 before trying; one that succeeded is not counted.
   */
  login<T>(req: Request, res: Response, account: string, attempt: () => Promise<T>): Promise<T>;
}

/** A wrong password or an unknown account: what the failure limits count. */
const isFailedSignIn = (err: unknown) => isGrpcError(err) && err.code === GrpcStatus.UNAUTHENTICATED;

const clientOf = (req: Request) => req.ip ?? 'unknown';
/**
 * An account is counted per client, never across clients: what strangers elsewhere do cannot use
 * up the owner's attempts (a lock-out or a blocked password reset); the client's own limit across
 * accounts bounds what one address can do to many.
 */
const pairKeys = (account: string, req: Request) => [
  `pair:${account}\n${clientOf(req)}`,
  `client:${clientOf(req)}`,
];

export function createAccountLimits(c: RateLimitConfig, store: WindowStore): AccountLimits {
  const email = (name: string) =>
    createRateLimiter(
      name,
      {
        pair: fixedWindow(c.RATE_LIMIT_EMAIL_PER_ACCOUNT, c.RATE_LIMIT_EMAIL_WINDOW_SECONDS),
        client: fixedWindow(c.RATE_LIMIT_EMAIL_PER_CLIENT, c.RATE_LIMIT_EMAIL_WINDOW_SECONDS),
      },
      store,
    );
  const limiters: Record<LimitedCall, RateLimiter> = {
    register: createRateLimiter(
      'register',
      { client: fixedWindow(c.RATE_LIMIT_REGISTER_PER_CLIENT, c.RATE_LIMIT_REGISTER_WINDOW_SECONDS) },
      store,
    ),
    forgot: email('forgot'),
    resend: email('resend'),
  };
  const loginFailures = createRateLimiter(
    'login',
    {
      pair: fixedWindow(c.RATE_LIMIT_LOGIN_PER_ACCOUNT, c.RATE_LIMIT_LOGIN_WINDOW_SECONDS),
      client: fixedWindow(c.RATE_LIMIT_LOGIN_PER_CLIENT, c.RATE_LIMIT_LOGIN_WINDOW_SECONDS),
    },
    store,
  );

  return {
    async check(call, req, res, account) {
      const keys = account === undefined ? [`client:${clientOf(req)}`] : pairKeys(account, req);
      await consumeOrRefuse(limiters[call], keys, res);
    },
    async login(req, res, account, attempt) {
      // The attempt takes its place first (so parallel attempts cannot pass the limit together)
      // and gives it back when it was no failure.
      const keys = pairKeys(account, req);
      await consumeOrRefuse(loginFailures, keys, res);
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
