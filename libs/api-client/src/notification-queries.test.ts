import {
  fetchNotificationsPage,
  nextNotificationsPage,
  notificationsOf,
  withNotificationRead,
  type Notification,
} from './notification-queries';
import { restoreFetch, stubFetch } from './testing/fetch-stub';

afterEach(restoreFetch);

const entry = (id: string, isRead = false): Notification => ({
  id,
  userId: 1,
  type: 'new_playlist',
  message: `message ${id}`,
  relatedPlaylistId: null,
  relatedUserId: null,
  isRead,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const page = (currentPage: number, ids: string[], hasMore: boolean) => ({
  notifications: ids.map((id) => entry(id)),
  hasMore,
  currentPage,
});

describe('notifications', () => {
  it('asks for pages of 20 and throws the spec text when a page fails', async () => {
    const calls = stubFetch(() => Response.json(page(2, ['a'], false)));
    await expect(fetchNotificationsPage(2)).resolves.toEqual(page(2, ['a'], false));
    expect(calls.map((c) => c.url)).toEqual(['/api/notifications?page=2&limit=20']);

    stubFetch(() => Response.json({ message: 'Not implemented yet' }, { status: 501 }));
    const failure = fetchNotificationsPage(1);
    await expect(failure).rejects.toThrow(/^Failed to fetch notifications$/);
    await expect(failure).rejects.toHaveProperty('cause.status', 501);

    stubFetch(() => Response.json({ notifications: 'nope' }));
    await expect(fetchNotificationsPage(1)).rejects.toThrow('Failed to fetch notifications');
  });

  it('loads the next page only while hasMore', () => {
    expect(nextNotificationsPage(page(1, ['a'], true))).toBe(2);
    expect(nextNotificationsPage(page(3, ['a'], true))).toBe(4);
    expect(nextNotificationsPage(page(3, ['a'], false))).toBeUndefined();
  });

  it('lists the loaded pages in order, each notification once', () => {
    // 'b' moved from page 1 to page 2 because a new one arrived before page 2 was loaded.
    const ids = notificationsOf([page(1, ['a', 'b'], true), page(2, ['b', 'c'], false)]).map((n) => n.id);
    expect(ids).toEqual(['a', 'b', 'c']);
    expect(notificationsOf([])).toEqual([]);
  });

  it('shows one notification read at once, leaving the others and the paging as they were', () => {
    const data = { pages: [page(1, ['a', 'b'], true), page(2, ['c'], false)], pageParams: [1, 2] };
    const after = withNotificationRead(data, 'b');
    expect(after?.pages.flatMap((p) => p.notifications.map((n) => [n.id, n.isRead]))).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
    ]);
    expect(after?.pageParams).toEqual([1, 2]);
    expect(after?.pages.map((p) => p.hasMore)).toEqual([true, false]);
    expect(data.pages[0].notifications[1].isRead).toBe(false);
    expect(withNotificationRead(data, 'missing')?.pages.flatMap((p) => p.notifications)).toEqual(
      data.pages.flatMap((p) => p.notifications),
    );
    expect(withNotificationRead(undefined, 'a')).toBeUndefined();
  });
});
