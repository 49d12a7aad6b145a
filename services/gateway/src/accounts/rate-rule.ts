// What a rate limit counts, and the arithmetic of one counter, apart from where counters live
// (window-store.ts): every store applies these same pure steps, so a limit means the same in this
// process's memory and in the NATS KV bucket that the replicas share.

/**
 * `window`: at most `limit` in each fixed window of `windowMs` (attempt counts: sign-ins, emails).
 * `bucket`: a token bucket of `limit` tokens refilled evenly over `windowMs`, i.e. a burst of
 * `limit`, then one every `windowMs / limit`. It lets through exactly the sequences that never pass
 * `limit + rate × T` in any span T, which a window of either kind cannot promise: a fixed or sliding
 * window of 10 per 10 s refuses the 11th vote one second after a burst of 10.
 */
export interface RateRule {
  kind: 'window' | 'bucket';
  limit: number;
  windowMs: number;
}

/** One key's state: a window's count, or a bucket in GCRA form (one timestamp, no token count). */
export type Counter = WindowCounter | BucketCounter;

export interface WindowCounter {
  count: number;
  resetAt: number;
}

/**
 * The bucket's theoretical arrival time: the moment it will be full again. Each token taken moves
 * it one interval (`windowMs / limit`) on; a take is refused while it lies more than the window
 * minus one interval ahead (no whole token left).
 */
export interface BucketCounter {
  fullAt: number;
}

export type TakeResult = { taken: true } | { taken: false; resetAt: number };

/** The change a step asks for: `next` null leaves the stored counter as it is. */
export interface Step<T> {
  next: Counter | null;
  result: T;
}

const isBucket = (c: Counter | null): c is BucketCounter => c !== null && 'fullAt' in c;
const isWindow = (c: Counter | null): c is WindowCounter => c !== null && 'resetAt' in c;
const interval = (rule: RateRule) => rule.windowMs / rule.limit;

export function take(stored: Counter | null, rule: RateRule, t: number): Step<TakeResult> {
  if (rule.kind === 'bucket') {
    const fullAt = Math.max(isBucket(stored) ? stored.fullAt : t, t);
    const wait = fullAt + interval(rule) - (t + rule.windowMs);
    if (wait > 0) return { next: null, result: { taken: false, resetAt: t + wait } };
    return { next: { fullAt: fullAt + interval(rule) }, result: { taken: true } };
  }
  const w = isWindow(stored) && stored.resetAt > t ? stored : { count: 0, resetAt: t + rule.windowMs };
  if (w.count >= rule.limit) return { next: null, result: { taken: false, resetAt: w.resetAt } };
  return { next: { count: w.count + 1, resetAt: w.resetAt }, result: { taken: true } };
}

/** Gives one taken attempt back: never below an empty window, never beyond a full bucket. */
export function giveBack(stored: Counter | null, rule: RateRule, t: number): Step<void> {
  if (rule.kind === 'bucket') {
    if (!isBucket(stored) || stored.fullAt <= t) return { next: null, result: undefined };
    return { next: { fullAt: Math.max(t, stored.fullAt - interval(rule)) }, result: undefined };
  }
  if (!isWindow(stored) || stored.resetAt <= t || stored.count === 0)
    return { next: null, result: undefined };
  return { next: { count: stored.count - 1, resetAt: stored.resetAt }, result: undefined };
}

/** From then on the counter means no more than no counter at all, so a store may forget it. */
export function forgettableAt(c: Counter): number {
  return isBucket(c) ? c.fullAt : c.resetAt;
}
