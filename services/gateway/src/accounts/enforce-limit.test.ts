// consumeOrRefuse's answers: 429 with Retry-After over a rule, 503 when the counters' store fails,
// keeping the store's error as the cause so the gateway's log says why (the answer never does).
import { serverMessages } from '@sonic-nexus/contract';
import type { Response } from 'express';
import { HttpError } from '../http/http-error';
import { consumeOrRefuse } from './enforce-limit';
import type { RateLimiter } from './rate-limit';

const response = () => {
  const headers = new Map<string, string>();
  return { headers, res: { setHeader: (k: string, v: string) => headers.set(k, v) } as unknown as Response };
};

const limiter = (tryConsume: RateLimiter['tryConsume']): RateLimiter => ({
  tryConsume,
  giveBack: () => Promise.resolve(),
});

it('refuses with 503 when the store fails, its error kept as the cause', async () => {
  const broken = new Error('nats: timeout');
  const { res } = response();
  const refused = await consumeOrRefuse(
    limiter(() => Promise.reject(broken)),
    ['key:1'],
    res,
  ).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(HttpError);
  expect((refused as HttpError).status).toBe(503);
  expect((refused as HttpError).toBody()).toEqual({ message: serverMessages.serviceUnavailable });
  expect((refused as HttpError).cause).toBe(broken);
});

it('refuses with 429 and Retry-After over the rule', async () => {
  const { res, headers } = response();
  const refused = await consumeOrRefuse(
    limiter(() => Promise.resolve({ allowed: false, retryAfterSeconds: 7 })),
    ['key:1'],
    res,
  ).catch((e: unknown) => e);
  expect((refused as HttpError).status).toBe(429);
  expect(headers.get('Retry-After')).toBe('7');
});
