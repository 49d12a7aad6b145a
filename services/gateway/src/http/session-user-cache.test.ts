import type { User } from '@sonic-nexus/contract';
import { createSessionUserCache } from './session-user-cache';

const ann: User = {
  id: 1,
  username: 'ann',
  email: 'ann@example.com',
  bio: '',
  profilePictureUrl: '',
  usernameChanged: false,
  emailVerified: true,
  createdAt: '2026-11-22T00:00:00.000Z',
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the session → user cache', () => {
  it('answers a stored user for its token only, until its lifetime is over', async () => {
    const cache = createSessionUserCache({ ttlMs: 100, maxEntries: 10 });
    cache.put('token-a', ann, cache.generation());
    expect(cache.get('token-a')).toEqual(ann);
    expect(cache.get('token-b')).toBeUndefined();
    await sleep(150);
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('forgets everything on clear, and a lookup that began before it does not land', () => {
    const cache = createSessionUserCache({ ttlMs: 1000, maxEntries: 10 });
    const before = cache.generation();
    cache.put('token-a', ann, before);
    cache.clear();
    expect(cache.get('token-a')).toBeUndefined();
    cache.put('token-a', ann, before);
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('forgets one token on forget, and a lookup that began before it does not land', () => {
    const cache = createSessionUserCache({ ttlMs: 1000, maxEntries: 10 });
    cache.put('token-a', ann, cache.generation());
    cache.put('token-b', ann, cache.generation());
    const before = cache.generation();
    cache.forget('token-a');
    expect(cache.get('token-a')).toBeUndefined();
    expect(cache.get('token-b')).toEqual(ann);
    cache.put('token-a', ann, before);
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('keeps at most maxEntries sessions', () => {
    const cache = createSessionUserCache({ ttlMs: 1000, maxEntries: 2 });
    for (const token of ['t1', 't2', 't3']) cache.put(token, ann, cache.generation());
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.get('t3')).toEqual(ann);
  });

  it('keeps nothing with a lifetime of 0', () => {
    const cache = createSessionUserCache({ ttlMs: 0, maxEntries: 10 });
    cache.put('token-a', ann, cache.generation());
    expect(cache.get('token-a')).toBeUndefined();
  });

  describe('while the session notices are trusted', () => {
    const bob: User = { ...ann, id: 2, username: 'bob' };
    const watched = (trustedSince: number | null) =>
      createSessionUserCache({
        ttlMs: 500,
        watchedTtlMs: 30_000,
        noticesTrustedSince: () => trustedSince,
        maxEntries: 10,
      });

    it('keeps an entry put since they were trusted for the watched life, not the short one', () => {
      const cache = watched(1_000);
      cache.put('token-a', ann, cache.generation(), 2_000);
      expect(cache.get('token-a', 2_000 + 10_000)).toEqual(ann);
      expect(cache.get('token-a', 2_000 + 30_001)).toBeUndefined();
    });

    it('keeps an entry put before they were trusted (a notice may have been missed) only briefly', () => {
      const cache = watched(5_000);
      cache.put('token-a', ann, cache.generation(), 2_000);
      expect(cache.get('token-a', 2_400)).toEqual(ann);
      expect(cache.get('token-a', 2_600)).toBeUndefined();
    });

    it('keeps entries briefly while they are not trusted', () => {
      const cache = watched(null);
      cache.put('token-a', ann, cache.generation(), 2_000);
      expect(cache.get('token-a', 2_600)).toBeUndefined();
    });

    it("drops a user's entries at a notice, and only theirs; a lookup begun before it does not land", () => {
      const cache = watched(1_000);
      const before = cache.generation();
      cache.put('token-a', ann, before, 2_000);
      cache.put('token-a2', ann, before, 2_000);
      cache.put('token-b', bob, before, 2_000);
      cache.evictUser(ann.id, 3_000);
      expect(cache.get('token-a', 3_001)).toBeUndefined();
      expect(cache.get('token-a2', 3_001)).toBeUndefined();
      expect(cache.get('token-b', 3_001)).toEqual(bob);
      cache.put('token-a', ann, before, 3_002);
      expect(cache.get('token-a', 3_003)).toBeUndefined();
    });

    it('asks once for a refresh of an entry between 30% and 90% of its life, and anew after the next put', () => {
      const cache = watched(1_000);
      cache.put('token-a', ann, cache.generation(), 2_000);
      expect(cache.lookup('token-a', 2_000 + 8_999)?.refreshDue).toBe(false);
      expect(cache.lookup('token-a', 2_000 + 27_000)?.refreshDue).toBe(true);
      expect(cache.lookup('token-a', 2_000 + 27_100)?.refreshDue).toBe(false);
      expect(cache.get('token-a', 2_000 + 27_100)).toEqual(ann); // it answers until its life is over
      cache.put('token-a', ann, cache.generation(), 25_000);
      expect(cache.lookup('token-a', 25_000 + 8_999)?.refreshDue).toBe(false);
      expect(cache.lookup('token-a', 25_000 + 27_000)?.refreshDue).toBe(true);
      expect(cache.lookup('token-b', 25_000 + 27_000)).toBeUndefined();
    });

    it('spreads the refreshes of entries put in the same moment over more than half of their life', () => {
      const cache = createSessionUserCache({
        ttlMs: 500,
        watchedTtlMs: 30_000,
        noticesTrustedSince: () => 1_000,
        maxEntries: 1_000,
      });
      const tokens = Array.from({ length: 200 }, (_, i) => `token-${i}`);
      for (const token of tokens) cache.put(token, ann, cache.generation(), 2_000);
      const dueAt = tokens.map((token) => {
        for (let at = 2_000; at <= 2_000 + 30_000; at += 100)
          if (cache.lookup(token, at)?.refreshDue) return at - 2_000;
        return Infinity;
      });
      expect(Math.min(...dueAt)).toBeGreaterThanOrEqual(9_000);
      expect(Math.max(...dueAt)).toBeLessThanOrEqual(27_000);
      expect(Math.max(...dueAt) - Math.min(...dueAt)).toBeGreaterThan(15_000);
    });

    it('never asks to refresh an entry kept only briefly', () => {
      const cache = watched(null);
      cache.put('token-a', ann, cache.generation(), 2_000);
      expect(cache.lookup('token-a', 2_400)?.refreshDue).toBe(false);
    });

    it('keeps an entry put within a second of a notice for its user only briefly (the user service may have answered from its own cache)', () => {
      const cache = watched(1_000);
      cache.evictUser(ann.id, 3_000);
      cache.put('token-a', ann, cache.generation(), 3_500);
      expect(cache.get('token-a', 3_900)).toEqual(ann);
      expect(cache.get('token-a', 4_100)).toBeUndefined();
      cache.put('token-a', ann, cache.generation(), 4_200); // more than a second after the notice
      expect(cache.get('token-a', 20_000)).toEqual(ann);
    });
  });
});
