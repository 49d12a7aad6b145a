// The signed-in user of a session token, kept for a moment so a burst of calls from one user (a
// voter, a page load's parallel requests) asks the user service once instead of every time: each
// lookup is a gRPC round trip, about a quarter of the gateway's CPU for a vote (issue 8 profile).
// Bounds: an entry lives at most `ttlMs` (500 ms by default; the user service keeps its own answer
// as long, so a session ended through another gateway stops working within 1 s), and any account
// change through this gateway (sign-in or out, verification, rename, password, deletion) forgets
// every entry at once. Only signed-in answers are kept; keys are SHA-256 of the token, so the
// memory of this process holds no usable token.
import { createHash } from 'node:crypto';
import type { User } from '@sonic-nexus/contract';
import { LRUCache } from 'lru-cache';

export interface SessionUserCache {
  get(token: string): User | undefined;
  /** Read before a lookup and passed to put(): a clear in between voids the put. */
  generation(): number;
  put(token: string, user: User, generation: number): void;
  clear(): void;
}

const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createSessionUserCache(opts: { ttlMs: number; maxEntries: number }): SessionUserCache {
  const enabled = opts.ttlMs > 0;
  // lru-cache reads a ttl of 0 as "never expires"; when off, nothing is ever put anyway.
  const entries = new LRUCache<string, User>({ ttl: Math.max(opts.ttlMs, 1), max: opts.maxEntries });
  let current = 0;
  return {
    get: (token) => (enabled ? entries.get(keyOf(token)) : undefined),
    generation: () => current,
    put(token, user, generation) {
      if (enabled && generation === current) entries.set(keyOf(token), user);
    },
    clear() {
      current += 1;
      entries.clear();
    },
  };
}
