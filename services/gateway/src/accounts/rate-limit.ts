// Attempt counters over a window store (this process's memory, or a NATS KV bucket that every
// gateway replica shares), each scope with its rule (rate-rule.ts: fixed window or token bucket).
// Loopback is not exempt: behind the edge every client arrives from loopback with its real address
// in X-Forwarded-For.
import type { RateRule } from './rate-rule';
import type { WindowStore } from './window-store';

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt for every key when all of them still have room; refused, nothing stays counted. */
  tryConsume(keys: string[]): Promise<Verdict>;
  /** Takes back one counted attempt of every key (e.g. a sign-in that succeeded). */
  giveBack(keys: string[]): Promise<void>;
}

/** Keys are `<scope>:<value>`; each scope has its rule. */
export function createRateLimiter(
  name: string,
  rules: Record<string, RateRule>,
  store: WindowStore,
  now: () => number = Date.now,
): RateLimiter {
  const parse = (scopedKey: string) => {
    const scope = scopedKey.slice(0, scopedKey.indexOf(':'));
    const rule = rules[scope];
    if (!rule) throw new Error(`rate limiter ${name} has no rule for scope "${scope}"`);
    return { id: `${name}:${scopedKey}`, rule };
  };
  return {
    async tryConsume(keys) {
      const t = now();
      const taken: Array<ReturnType<typeof parse>> = [];
      for (const key of keys.map(parse)) {
        const result = await store.take(key.id, key.rule, t);
        if (!result.taken) {
          await Promise.all(taken.map((done) => store.giveBack(done.id, done.rule, t)));
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((result.resetAt - t) / 1000)) };
        }
        taken.push(key);
      }
      return { allowed: true };
    },
    async giveBack(keys) {
      const t = now();
      await Promise.all(keys.map(parse).map((key) => store.giveBack(key.id, key.rule, t)));
    },
  };
}
