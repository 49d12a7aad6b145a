// Where the rate limiter's counters live. One attempt is taken (or given back) per call; the
// check and the count are one step, so concurrent attempts cannot both take the last one.
import type { RateRule, TakeResult } from './rate-rule';

export interface WindowStore {
  /** Counts one attempt on the key when its rule has room; else says when there will be. */
  take(id: string, rule: RateRule, t: number): Promise<TakeResult>;
  /** Uncounts one attempt of the key (never below nothing counted). */
  giveBack(id: string, rule: RateRule, t: number): Promise<void>;
}
