import { createMemoryWindowStore } from '../src/accounts/memory-window-store';
import { createRateLimiter } from '../src/accounts/rate-limit';

describe('fixed-window rate limiter', () => {
  it('allows up to the limit per key, refuses without counting, and reopens after the window', async () => {
    let t = 1_000_000;
    const limiter = createRateLimiter(
      'test',
      { client: { limit: 2, windowMs: 60_000 }, account: { limit: 3, windowMs: 60_000 } },
      createMemoryWindowStore(),
      () => t,
    );
    expect(await limiter.tryConsume(['client:a', 'account:x'])).toEqual({ allowed: true });
    expect(await limiter.tryConsume(['client:a', 'account:x'])).toEqual({ allowed: true });
    expect(await limiter.tryConsume(['client:a', 'account:x'])).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    // The refused call did not use up the account's third attempt.
    expect(await limiter.tryConsume(['client:b', 'account:x'])).toEqual({ allowed: true });
    expect(await limiter.tryConsume(['client:c', 'account:x'])).toMatchObject({ allowed: false });
    t += 30_000;
    expect(await limiter.tryConsume(['client:a'])).toEqual({ allowed: false, retryAfterSeconds: 30 });
    t += 30_000;
    expect(await limiter.tryConsume(['client:a', 'account:x'])).toEqual({ allowed: true });
  });

  it('takes back a given-back attempt, never below zero', async () => {
    const limiter = createRateLimiter(
      'test',
      { client: { limit: 1, windowMs: 60_000 } },
      createMemoryWindowStore(),
    );
    await limiter.giveBack(['client:a']); // nothing counted yet: stays at zero
    expect(await limiter.tryConsume(['client:a'])).toEqual({ allowed: true });
    expect(await limiter.tryConsume(['client:a'])).toMatchObject({ allowed: false });
    await limiter.giveBack(['client:a']);
    expect(await limiter.tryConsume(['client:a'])).toEqual({ allowed: true });
    expect(await limiter.tryConsume(['client:a'])).toMatchObject({ allowed: false });
  });
});
