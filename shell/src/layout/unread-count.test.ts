import { fetchUnreadCount, unreadBadgeText } from './unread-count';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(response: Response): void {
  globalThis.fetch = (async () => response) as typeof fetch;
}

describe('unread badge', () => {
  it('shows the count, and 99+ above 99', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });

  it('reads the count, treats a 501 as zero and fails on other errors', async () => {
    answer(Response.json({ count: 12 }));
    await expect(fetchUnreadCount()).resolves.toBe(12);
    answer(Response.json({ message: 'Not implemented yet' }, { status: 501 }));
    await expect(fetchUnreadCount()).resolves.toBe(0);
    answer(new Response('down', { status: 503 }));
    await expect(fetchUnreadCount()).rejects.toThrow('503: down');
  });
});
