import type { NotificationRecord } from '../notifications/notification';
import { Inbox } from './inbox';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 12, minute));
const note = (id: string, userId: number, minute: number, extra: Partial<NotificationRecord> = {}) => ({
  id,
  userId,
  type: 'new_playlist',
  message: `m ${id}`,
  relatedPlaylistId: `p-${id}`,
  relatedUserId: 9,
  isRead: false,
  createdAt: at(minute),
  ...extra,
});

describe('Inbox', () => {
  it('pages newest first with hasMore, and counts unread', () => {
    const inbox = new Inbox();
    inbox.reset([note('a', 1, 1), note('b', 1, 3, { isRead: true }), note('c', 1, 2), note('d', 2, 1)]);
    expect(inbox.page(1, 1, 2)).toEqual({
      items: [expect.objectContaining({ id: 'b' }), expect.objectContaining({ id: 'c' })],
      hasMore: true,
    });
    expect(inbox.page(1, 2, 2).items.map((n) => n.id)).toEqual(['a']);
    expect(inbox.page(1, 2, 2).hasMore).toBe(false);
    expect(inbox.page(7, 1, 20)).toEqual({ items: [], hasMore: false });
    expect(inbox.unreadCount(1)).toBe(2);
    expect(inbox.unreadCount(2)).toBe(1);
  });

  it('adds once, marks read once, removes once, and tells watchers each new count', () => {
    const inbox = new Inbox();
    const heard: number[] = [];
    const stop = inbox.watch(1, (count) => heard.push(count));
    expect(inbox.add(note('a', 1, 1))).toBe(true);
    expect(inbox.add(note('a', 1, 1))).toBe(false);
    expect(inbox.add(note('b', 1, 2))).toBe(true);
    expect(inbox.markRead('a')).toBe(true);
    expect(inbox.markRead('a')).toBe(false);
    expect(inbox.remove('b')).toBe(true);
    expect(inbox.remove('b')).toBe(false);
    stop();
    inbox.add(note('c', 1, 3));
    expect(heard).toEqual([0, 1, 2, 1, 0]);
    expect(inbox.unreadCount(1)).toBe(1);
  });

  it('finds what concerns a user and what is about a playlist', () => {
    const inbox = new Inbox();
    inbox.reset([
      note('a', 1, 1, { relatedUserId: 5, relatedPlaylistId: 'p1' }),
      note('b', 2, 1, { relatedUserId: 5, relatedPlaylistId: 'p1' }),
      note('c', 5, 2, { relatedUserId: 6, relatedPlaylistId: 'p2' }),
    ]);
    expect(inbox.idsConcerningUser(5).sort()).toEqual(['a', 'b', 'c']);
    expect(inbox.idsAboutPlaylist('p1').sort()).toEqual(['a', 'b']);
    inbox.remove('a');
    expect(inbox.idsAboutPlaylist('p1')).toEqual(['b']);
    expect(inbox.size).toBe(2);
  });
});
