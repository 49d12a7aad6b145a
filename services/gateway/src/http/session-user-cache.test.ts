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
});
