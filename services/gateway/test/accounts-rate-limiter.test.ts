import { createRateLimiter } from '../src/accounts/rate-limit';

describe('fixed-window rate limiter', () => {
  it('allows up to the limit per key, refuses without counting, and reopens after the window', () => {
    let t = 1_000_000;
    const limiter = createRateLimiter(
      { client: { limit: 2, windowMs: 60_000 }, account: { limit: 3, windowMs: 60_000 } },
      () => t,
    );
    expect(limiter.tryConsume(['client:a', 'account:x'])).toEqual({ allowed: true });
    expect(limiter.tryConsume(['client:a', 'account:x'])).toEqual({ allowed: true });
    expect(limiter.tryConsume(['client:a', 'account:x'])).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // The refused call did not use up the account's third attempt.
    expect(limiter.tryConsume(['client:b', 'account:x'])).toEqual({ allowed: true });
    expect(limiter.tryConsume(['client:c', 'account:x'])).toMatchObject({ allowed: false });
    t += 30_000;
    expect(limiter.tryConsume(['client:a'])).toEqual({ allowed: false, retryAfterSeconds: 30 });
    t += 30_000;
    expect(limiter.tryConsume(['client:a', 'account:x'])).toEqual({ allowed: true });
  });
});
