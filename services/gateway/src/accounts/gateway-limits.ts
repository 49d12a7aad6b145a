// Every rate limit of the gateway over one window store: the account calls' (account-limits.ts),
// and the token buckets of votes and submissions per user and of card drawings per client. Built
// once per app config, so the routers that each ask for them share one store (with
// RATE_LIMIT_STORE=nats, one connection rather than one per router).
import { serverMessages } from '@sonic-nexus/contract';
import type { Response } from 'express';
import type pino from 'pino';
import type { GatewayConfig } from '../config';
import { createAccountLimits, type AccountLimits } from './account-limits';
import { consumeOrRefuse } from './enforce-limit';
import { createRateLimiter } from './rate-limit';
import { resolveRateLimits, tokenBucket, type RateLimitConfig } from './rate-limit-config';
import type { RateRule } from './rate-rule';
import { selectWindowStore } from './rate-limit-store';
import type { WindowStore } from './window-store';

/** Counts one call of the key (a user id, a client address), or throws 429 with Retry-After. */
export type KeyLimit = (key: string, res: Response) => Promise<void>;

export interface GatewayLimits {
  accounts: AccountLimits;
  /** per user: casting, switching and taking back a vote alike */
  vote: KeyLimit;
  /** per user: POST /api/playlists */
  submit: KeyLimit;
  /** per client address: a link-preview card drawn (one already drawn is not counted) */
  card: KeyLimit;
}

export interface LimitDeps {
  /** rate limits left out take their defaults; NATS_URL serves RATE_LIMIT_STORE=nats */
  config: Partial<RateLimitConfig> & Partial<Pick<GatewayConfig, 'NATS_URL' | 'NATS_STREAM_REPLICAS'>>;
  logger: pino.Logger;
}

function keyLimit(name: string, rule: RateRule, store: WindowStore, message: string): KeyLimit {
  const limiter = createRateLimiter(name, { key: rule }, store);
  return (key, res) => consumeOrRefuse(limiter, [`key:${key}`], res, message);
}

function buildLimits(deps: LimitDeps): GatewayLimits {
  const c = resolveRateLimits(deps.config);
  const store = selectWindowStore(c, {
    url: deps.config.NATS_URL ?? '',
    replicas: deps.config.NATS_STREAM_REPLICAS,
    logger: deps.logger,
  });
  return {
    accounts: createAccountLimits(c, store),
    vote: keyLimit(
      'vote',
      tokenBucket(c.RATE_LIMIT_VOTE_PER_USER, c.RATE_LIMIT_VOTE_WINDOW_SECONDS),
      store,
      serverMessages.votingTooFast,
    ),
    submit: keyLimit(
      'submit',
      tokenBucket(c.RATE_LIMIT_SUBMIT_PER_USER, c.RATE_LIMIT_SUBMIT_WINDOW_SECONDS),
      store,
      serverMessages.submittingTooFast,
    ),
    card: keyLimit(
      'card',
      tokenBucket(c.RATE_LIMIT_CARD_PER_CLIENT, c.RATE_LIMIT_CARD_WINDOW_SECONDS),
      store,
      serverMessages.tooManyRequests,
    ),
  };
}

const built = new WeakMap<LimitDeps['config'], GatewayLimits>();

/** The limits of the app whose config this is (the routers of one app share its config object). */
export function gatewayLimits(deps: LimitDeps): GatewayLimits {
  let limits = built.get(deps.config);
  if (!limits) {
    limits = buildLimits(deps);
    built.set(deps.config, limits);
  }
  return limits;
}
