import { createMemoryWindowStore } from '../src/accounts/memory-window-store';
import { createRateLimiter } from '../src/accounts/rate-limit';
import { fixedWindow, tokenBucket } from '../src/accounts/rate-limit-config';

describe('fixed-window rate limiter', () => {
  it('allows up to the limit per key, refuses without counting, and reopens after the window', async () => {
    let t = 1_000_000;
    const limiter = createRateLimiter(
      'test',
      { client: fixedWindow(2, 60), account: fixedWindow(3, 60) },
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
    const limiter = createRateLimiter('test', { client: fixedWindow(1, 60) }, createMemoryWindowStore());
    await limiter.giveBack(['client:a']); // nothing counted yet: stays at zero
    expect(await limiter.tryConsume(['client:a'])).toEqual({ allowed: true });
    expect(await limiter.tryConsume(['client:a'])).toMatchObject({ allowed: false });
    await limiter.giveBack(['client:a']);
    expect(await limiter.tryConsume(['client:a'])).toEqual({ allowed: true });
    expect(await limiter.tryConsume(['client:a'])).toMatchObject({ allowed: false });
  });
});

describe('token-bucket rate limiter (votes: a burst of 10, then 1 a second)', () => {
  const votes = (now: () => number) =>
    createRateLimiter('vote', { key: tokenBucket(10, 10) }, createMemoryWindowStore(), now);

  it('lets a burst of 10 through at once, then one a second for as long as it goes on', async () => {
    let t = 5_000_000;
    const limiter = votes(() => t);
    for (let i = 0; i < 10; i += 1) expect(await limiter.tryConsume(['key:u'])).toEqual({ allowed: true });
    expect(await limiter.tryConsume(['key:u'])).toEqual({ allowed: false, retryAfterSeconds: 1 });
    for (let second = 0; second < 120; second += 1) {
      t += 1000;
      expect(await limiter.tryConsume(['key:u'])).toEqual({ allowed: true });
    }
    // Faster than one a second is refused; each user has a bucket of their own.
    t += 500;
    expect(await limiter.tryConsume(['key:u'])).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await limiter.tryConsume(['key:other'])).toEqual({ allowed: true });
  });

  it('lets through every sequence that stays within 10 + 1 per second, in any order of pauses', async () => {
    // A fixed or sliding window of 10 per 10 s would refuse the 11th vote one second after the
    // burst; the bucket refuses none of these: the n-th vote comes no sooner than n - 10 seconds in.
    let t = 0;
    const limiter = votes(() => t);
    let seed = 42;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const start = 9_000_000;
    let at = start;
    for (let n = 0; n < 500; n += 1) {
      const earliest = start + Math.max(0, n - 9) * 1000;
      at = Math.max(at, earliest) + (random() < 0.7 ? 0 : Math.floor(random() * 3000));
      t = at;
      expect(await limiter.tryConsume(['key:u'])).toEqual({ allowed: true });
    }
  });

  it('is full again after an idle window, and takes a given-back vote back', async () => {
    let t = 7_000_000;
    const limiter = votes(() => t);
    for (let i = 0; i < 10; i += 1) await limiter.tryConsume(['key:u']);
    await limiter.giveBack(['key:u']);
    expect(await limiter.tryConsume(['key:u'])).toEqual({ allowed: true });
    expect(await limiter.tryConsume(['key:u'])).toMatchObject({ allowed: false });
    t += 10_000;
    for (let i = 0; i < 10; i += 1) expect(await limiter.tryConsume(['key:u'])).toEqual({ allowed: true });
    expect(await limiter.tryConsume(['key:u'])).toMatchObject({ allowed: false });
    // Giving back more than was taken never makes the bucket hold more than its 10.
    t += 60_000;
    for (let i = 0; i < 5; i += 1) await limiter.giveBack(['key:u']);
    for (let i = 0; i < 10; i += 1) await limiter.tryConsume(['key:u']);
    expect(await limiter.tryConsume(['key:u'])).toMatchObject({ allowed: false });
  });
});
