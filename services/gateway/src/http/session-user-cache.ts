// The signed-in user of a session token, kept so that a user's calls ask the user service once
// instead of every time: each lookup is a gRPC round trip and two store reads, about 2 ms of CPU
// across the processes for a vote (issue 28 profile).
// Bounds: an entry lives at most `ttlMs` (500 ms by default; the user service keeps its own answer
// as long, so a session ended through another gateway stops working within 1 s). While the
// session notices are trusted (libs/service-kit/src/session-notices.ts: every user service replica
// announces each change of a user's sessions or account, and beats), an entry kept since they
// were lives up to `watchedTtlMs`, and a notice drops that user's entries at once; an entry put
// within a second of a notice for its user (the user service may still have answered from its own
// half-second cache) keeps the short life. Any account change through this gateway forgets every
// entry. A watched entry asks to be refreshed (`lookup`'s `refreshDue`) once between 30% and 90% of its life
// have passed, the moment drawn at random for each: the caller looks the session up again off the
// request's path, so a busy user's calls never wait for a lookup, and the users first seen together
// (all of them, after a restart) do not all look up in the same seconds: on the vote bench 800
// expiries in one second, then 800 refreshes drawn over a quarter of a 30 s life (90 lookups a
// second, a quarter of a core across user service and store), each put p99 over 250 ms. Only signed-in answers are kept; keys are SHA-256 of the token, so the memory of this
// process holds no usable token.
import { createHash } from 'node:crypto';
import type { User } from '@sonic-nexus/contract';
import { SESSION_NOTICE_STALE_MS } from '@sonic-nexus/service-kit';
import { LRUCache } from 'lru-cache';

export interface SessionUserCache {
  get(token: string, now?: number): User | undefined;
  /**
   * get(), and `refreshDue` true once for a watched entry past its refresh moment: look it up again
   * and put() the answer. The entry keeps answering until then, within its life.
   */
  lookup(token: string, now?: number): { user: User; refreshDue: boolean } | undefined;
  /** Read before a lookup and passed to put(): a clear or eviction in between voids the put. */
  generation(): number;
  put(token: string, user: User, generation: number, now?: number): void;
  /** A notice: this user's sessions or account changed. */
  evictUser(userId: number, now?: number): void;
  /** This token's session is gone (the user service refused it): drop its entry. */
  forget(token: string): void;
  clear(): void;
}

export interface SessionUserCacheOptions {
  ttlMs: number;
  /** the life of an entry while notices are trusted (0: never longer than ttlMs) */
  watchedTtlMs?: number;
  /** since when notices are trusted, or null (absent: never) */
  noticesTrustedSince?: (now: number) => number | null;
  maxEntries: number;
}

interface Entry {
  user: User;
  putAt: number;
  /** false: put soon after a notice for this user, so never kept past ttlMs */
  mayLive: boolean;
  /** the fraction of the watched life after which a refresh is due (0.3 to 0.9) */
  refreshAt: number;
  refreshAsked: boolean;
}

/** A refresh is due between these fractions of a watched entry's life, drawn for each entry. */
const REFRESH_FROM = 0.3;
const REFRESH_SPREAD = 0.6;

const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createSessionUserCache(opts: SessionUserCacheOptions): SessionUserCache {
  const enabled = opts.ttlMs > 0;
  const longest = Math.max(opts.ttlMs, opts.watchedTtlMs ?? 0, 1);
  const entries = new LRUCache<string, Entry>({ ttl: longest, max: opts.maxEntries });
  /** the last notice for each user, kept a moment (see mayLive) */
  const noticed = new Map<number, number>();
  let current = 0;

  const lifeOf = (entry: Entry, now: number) => {
    if (!entry.mayLive || !opts.watchedTtlMs || !opts.noticesTrustedSince) return opts.ttlMs;
    const since = opts.noticesTrustedSince(now);
    return since !== null && entry.putAt >= since ? opts.watchedTtlMs : opts.ttlMs;
  };

  const lookup = (token: string, now = Date.now()) => {
    if (!enabled) return undefined;
    const key = keyOf(token);
    const entry = entries.get(key);
    if (!entry) return undefined;
    const life = lifeOf(entry, now);
    if (now - entry.putAt > life) {
      entries.delete(key);
      return undefined;
    }
    const refreshDue =
      !entry.refreshAsked && life === opts.watchedTtlMs && now - entry.putAt >= life * entry.refreshAt;
    if (refreshDue) entry.refreshAsked = true;
    return { user: entry.user, refreshDue };
  };

  return {
    get: (token, now) => lookup(token, now)?.user,
    lookup,
    generation: () => current,
    put(token, user, generation, now = Date.now()) {
      if (!enabled || generation !== current) return;
      for (const [id, at] of noticed) if (now - at > SESSION_NOTICE_STALE_MS) noticed.delete(id);
      const last = noticed.get(user.id);
      entries.set(keyOf(token), {
        user,
        putAt: now,
        mayLive: last === undefined,
        refreshAt: REFRESH_FROM + Math.random() * REFRESH_SPREAD,
        refreshAsked: false,
      });
    },
    evictUser(userId, now = Date.now()) {
      current += 1;
      noticed.set(userId, now);
      for (const [key, entry] of entries.entries()) if (entry.user.id === userId) entries.delete(key);
    },
    forget(token) {
      current += 1;
      entries.delete(keyOf(token));
    },
    clear() {
      current += 1;
      entries.clear();
    },
  };
}
