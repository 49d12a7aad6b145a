// Where the rate limiter's windows live. One attempt is taken (or given back) per call; the
// check and the count are one step, so concurrent attempts cannot both take the last one.
export interface WindowStore {
  /** Counts one attempt in the key's current window when it has room; else when the window ends. */
  take(id: string, rule: { limit: number; windowMs: number }, t: number): Promise<TakeResult>;
  /** Uncounts one attempt of the key's current window (never below zero). */
  giveBack(id: string, t: number): Promise<void>;
}

export type TakeResult = { taken: true } | { taken: false; resetAt: number };

export interface Window {
  count: number;
  resetAt: number;
}
