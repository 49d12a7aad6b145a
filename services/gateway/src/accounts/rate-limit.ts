// Fixed-window attempt counters kept in this gateway process. Loopback is not exempt: behind the
// edge every client arrives from loopback with its real address in X-Forwarded-For.
export interface RateLimiter {
  /** Counts one attempt for every key when all of them still have room; false (nothing counted) when any is full. */
  tryConsume(keys: string[]): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

export interface RateRule {
  limit: number;
  windowMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

const PRUNE_EVERY = 1000;

export function createRateLimiter(
  rules: Record<string, RateRule>,
  now: () => number = Date.now,
): RateLimiter {
  const windows = new Map<string, Window>();
  let sincePrune = 0;
  const prune = (t: number) => {
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  };
  const current = (scope: string, key: string, t: number): Window => {
    const id = `${scope}:${key}`;
    let w = windows.get(id);
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + rules[scope].windowMs };
      windows.set(id, w);
    }
    return w;
  };

  return {
    tryConsume(scopedKeys) {
      const t = now();
      if (++sincePrune >= PRUNE_EVERY) {
        sincePrune = 0;
        prune(t);
      }
      const entries = scopedKeys.map((scopedKey) => {
        const colon = scopedKey.indexOf(':');
        const scope = scopedKey.slice(0, colon);
        return { w: current(scope, scopedKey.slice(colon + 1), t), rule: rules[scope] };
      });
      const full = entries.filter(({ w, rule }) => w.count >= rule.limit);
      if (full.length > 0) {
        const resetAt = Math.max(...full.map(({ w }) => w.resetAt));
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - t) / 1000)) };
      }
      for (const { w } of entries) w.count += 1;
      return { allowed: true };
    },
  };
}
