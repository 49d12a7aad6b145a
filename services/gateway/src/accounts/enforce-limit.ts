import { serverMessages } from '@sonic-nexus/contract';
import type { Response } from 'express';
import { HttpError } from '../http/http-error';
import type { RateLimiter } from './rate-limit';

/**
 * Counts one attempt on every key, or refuses the call: 429 with Retry-After when a key is over
 * its rule, 503 when the store is away (that is the gateway's problem, not a reason to let
 * attempts through unlimited).
 */
export async function consumeOrRefuse(
  limiter: RateLimiter,
  keys: string[],
  res: Response,
  message: string = serverMessages.tooManyRequests,
): Promise<void> {
  let verdict;
  try {
    verdict = await limiter.tryConsume(keys);
  } catch (err) {
    // the counters' store failed: nothing was counted or done; the log says why
    throw new HttpError(503, serverMessages.serviceUnavailable, undefined, { cause: err });
  }
  if (!verdict.allowed) {
    res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
    throw new HttpError(429, message);
  }
}
