import { createSessionCache, SESSION_CACHE_MS } from './session-cache';

const at = (ms: number) => new Date(1_700_000_000_000 + ms);
const entry = (tokenHash: string, userId = 1, sessionExpiresAt = at(3600_000)) => ({
  tokenHash,
  userId,
  value: { id: userId, tokenHash },
  sessionExpiresAt,
});

describe('createSessionCache', () => {
  it('answers an entry until SESSION_CACHE_MS after it was put, and never past the session', () => {
    const cache = createSessionCache<{ id: number }>();
    cache.put(entry('a'), at(0), cache.generation());
    cache.put(entry('b', 2, at(300)), at(0), cache.generation());
    expect(cache.get('a', at(SESSION_CACHE_MS - 1))).toEqual({ id: 1, tokenHash: 'a' });
    expect(cache.get('a', at(SESSION_CACHE_MS))).toBeUndefined();
    expect(cache.get('b', at(299))).toBeDefined();
    expect(cache.get('b', at(300))).toBeUndefined();
    expect(cache.get('unknown', at(0))).toBeUndefined();
  });

  it('drops one session, or every session of a user, at once', () => {
    const cache = createSessionCache<{ id: number }>();
    for (const e of [entry('a', 1), entry('b', 1), entry('c', 2)]) cache.put(e, at(0), cache.generation());
    cache.evict('a');
    expect(cache.get('a', at(1))).toBeUndefined();
    expect(cache.get('b', at(1))).toBeDefined();
    cache.evictUser(1);
    expect(cache.get('b', at(1))).toBeUndefined();
    expect(cache.get('c', at(1))).toBeDefined();
  });

  it('ignores a put from a lookup that began before an eviction', () => {
    const cache = createSessionCache<{ id: number }>();
    const seen = cache.generation();
    cache.evictUser(1); // e.g. a reset finished while the lookup was reading the store
    cache.put(entry('a', 1), at(0), seen);
    expect(cache.get('a', at(1))).toBeUndefined();
    cache.put(entry('a', 1), at(0), cache.generation());
    expect(cache.get('a', at(1))).toBeDefined();
  });

  it('does not stretch an entry when the clock goes back, nor keep a session already expired', () => {
    const cache = createSessionCache<{ id: number }>();
    cache.put(entry('a'), at(5000), cache.generation());
    expect(cache.get('a', at(4999))).toBeUndefined();
    cache.put(entry('b', 1, at(10)), at(10), cache.generation());
    expect(cache.get('b', at(10))).toBeUndefined();
  });

  it('holds at most 10,000 entries, dropping the oldest first', () => {
    const cache = createSessionCache<{ id: number }>();
    for (let i = 0; i <= 10_000; i += 1) cache.put(entry(`t${i}`, i), at(0), cache.generation());
    expect(cache.get('t0', at(1))).toBeUndefined();
    expect(cache.get('t1', at(1))).toBeDefined();
    expect(cache.get('t10000', at(1))).toBeDefined();
  });
});
