// Positive session lookups, kept in this process for at most SESSION_CACHE_MS and never past the
// session's expiry, so the per-request lookup mostly costs no store round trip. This process drops
// an entry at once when it ends the session (logout) or writes the account (reset, deletion,
// rename, verification); another replica learns of that only from the store, so it may still
// answer an ended session (or an account's previous state) for up to SESSION_CACHE_MS.

// Half a second: the gateway keeps a session's user as long again (its SESSION_USER_CACHE_MS),
// and the two together must stay within the 1 s in which an ended session stops working.
export const SESSION_CACHE_MS = 500;
/** A bound on memory whatever the traffic; entries are short-lived anyway. */
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  userId: number;
  cachedAt: number;
  until: number;
}

export interface SessionCache<T> {
  get(tokenHash: string, now: Date): T | undefined;
  /** Read before a store lookup and passed to put(): an eviction in between voids the put. */
  generation(): number;
  put(
    entry: { tokenHash: string; userId: number; value: T; sessionExpiresAt: Date },
    now: Date,
    generation: number,
  ): void;
  evict(tokenHash: string): void;
  evictUser(userId: number): void;
}

export function createSessionCache<T>(): SessionCache<T> {
  const entries = new Map<string, Entry<T>>(); // in insertion order, i.e. oldest first
  const byUser = new Map<number, Set<string>>();
  let generation = 0;

  const drop = (tokenHash: string) => {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    const hashes = byUser.get(entry.userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) byUser.delete(entry.userId);
  };
  // A clock moved back (tests) must not stretch an entry's life either.
  const live = (entry: Entry<T>, now: number) => now >= entry.cachedAt && now < entry.until;

  return {
    get(tokenHash, now) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (live(entry, now.getTime())) return entry.value;
      drop(tokenHash);
      return undefined;
    },
    generation: () => generation,
    put({ tokenHash, userId, value, sessionExpiresAt }, now, seen) {
      // A lookup that started before an eviction may carry what the eviction removed.
      if (seen !== generation) return;
      const at = now.getTime();
      const until = Math.min(at + SESSION_CACHE_MS, sessionExpiresAt.getTime());
      if (until <= at) return;
      for (const [hash, entry] of entries) {
        if (entries.size < MAX_ENTRIES && live(entry, at)) break;
        drop(hash);
      }
      drop(tokenHash);
      entries.set(tokenHash, { value, userId, cachedAt: at, until });
      const hashes = byUser.get(userId) ?? new Set<string>();
      byUser.set(userId, hashes.add(tokenHash));
    },
    evict(tokenHash) {
      generation += 1;
      drop(tokenHash);
    },
    evictUser(userId) {
      generation += 1;
      for (const hash of [...(byUser.get(userId) ?? [])]) drop(hash);
    },
  };
}

/**
 * A replica's cache whose evictions by user are announced to every gateway and the other replicas
 * (libs/service-kit/src/session-notices.ts); their notices evict here without announcing again.
 */
export function announcingChanges<T>(
  cache: SessionCache<T>,
  announce: (userId: number) => void,
): SessionCache<T> & { evictUserHere(userId: number): void } {
  return {
    ...cache,
    evictUser(userId) {
      cache.evictUser(userId);
      announce(userId);
    },
    evictUserHere: (userId) => cache.evictUser(userId),
  };
}
