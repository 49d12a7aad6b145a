import { createAdaptiveLimit } from './adaptive-limit';

const options = { targetMs: 100, min: 8, max: 512, initial: 512, windowMs: 500, minSamples: 50 };

/** `count` answers of `latencyMs` with `inFlight` in flight, spread over one window from `t`. */
function feed(
  limit: ReturnType<typeof createAdaptiveLimit>,
  t: number,
  count: number,
  latencyMs: number,
  inFlight: number,
) {
  for (let i = 0; i < count; i += 1) limit.sample(latencyMs, inFlight, t + (i * 499) / count);
}

it('shrinks in proportion when the slow end of a busy window is over the target, at most by half', () => {
  const limit = createAdaptiveLimit(options);
  feed(limit, 0, 100, 400, 500);
  feed(limit, 500, 1, 10, 1); // opens the next window, closing the slow one
  expect(limit.limit).toBe(256); // 100 / 400 = 0.25, held to a half
  feed(limit, 1000, 100, 125, 250);
  feed(limit, 1500, 1, 10, 1);
  expect(limit.limit).toBe(204); // 256 × 100 / 125
});

it('grows by its square root while answers are within the target and the limit is in use', () => {
  const limit = createAdaptiveLimit({ ...options, initial: 100 });
  feed(limit, 0, 60, 50, 90);
  feed(limit, 500, 1, 10, 1);
  expect(limit.limit).toBe(110);
  // Within the target but hardly used: nothing says more would be served as well.
  feed(limit, 1000, 60, 50, 10);
  feed(limit, 1500, 1, 10, 1);
  expect(limit.limit).toBe(110);
});

it('stays between its bounds, and a quiet window (too few answers) changes nothing', () => {
  const limit = createAdaptiveLimit({ ...options, initial: 10 });
  for (let w = 0; w < 10; w += 1) feed(limit, w * 500, 60, 10_000, 10);
  expect(limit.limit).toBe(8);
  feed(limit, 10_000, 10, 10_000, 8);
  feed(limit, 10_500, 1, 10, 1);
  expect(limit.limit).toBe(8);
  const high = createAdaptiveLimit(options);
  for (let w = 0; w < 10; w += 1) feed(high, w * 500, 60, 10, 512);
  expect(high.limit).toBe(512);
});
