import { fetchUnreadCount } from './unread-count';
import { restoreFetch, stubFetch } from './testing/fetch-stub';

afterEach(restoreFetch);

describe('unread count', () => {
  it('reads the count, treats a 501 as zero and fails on other errors', async () => {
    const calls = stubFetch(() => Response.json({ count: 12 }));
    await expect(fetchUnreadCount()).resolves.toBe(12);
    expect(calls.map((c) => c.url)).toEqual(['/api/notifications/unread-count']);
    stubFetch(() => Response.json({ message: 'Not implemented yet' }, { status: 501 }));
    await expect(fetchUnreadCount()).resolves.toBe(0);
    stubFetch(() => new Response('down', { status: 503 }));
    await expect(fetchUnreadCount()).rejects.toThrow('503: down');
  });
});
