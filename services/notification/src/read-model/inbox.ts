// Every user's notifications, newest first, and their unread counters, in this replica's memory
// (DESIGN §4: no list or count is asked of the store). Filled by the rebuild, then kept by the
// notification.changed events every replica applies in order; watchers hear each new count.
import { SortedList } from '@sonic-nexus/service-kit';
import type { NotificationRecord } from '../notifications/notification';

type Entry = NotificationRecord;

const newestFirst = (a: Entry, b: Entry) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

interface UserInbox {
  list: SortedList<Entry>;
  unread: number;
}

export type CountListener = (count: number) => void;

export class Inbox {
  private readonly byId = new Map<string, Entry>();
  private readonly byUser = new Map<number, UserInbox>();
  /** Ids by what they point at, for removals on playlist.deleted and user.deleted. */
  private readonly byPlaylist = new Map<string, Set<string>>();
  private readonly byRelatedUser = new Map<number, Set<string>>();
  private readonly listeners = new Map<number, Set<CountListener>>();

  get size(): number {
    return this.byId.size;
  }

  /** Replaces everything with the store's notifications (the rebuild), sorting each list once. */
  reset(all: Iterable<NotificationRecord>): void {
    for (const map of [this.byId, this.byUser, this.byPlaylist, this.byRelatedUser]) map.clear();
    const lists = new Map<number, Entry[]>();
    for (const entry of all) {
      this.byId.set(entry.id, entry);
      this.index(entry);
      const items = lists.get(entry.userId) ?? [];
      items.push(entry);
      lists.set(entry.userId, items);
    }
    for (const [userId, items] of lists) {
      const inbox = this.inboxOf(userId);
      inbox.list.reset(items);
      inbox.unread = items.filter((e) => !e.isRead).length;
    }
    for (const userId of this.listeners.keys()) this.announce(userId);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  get(id: string): NotificationRecord | undefined {
    return this.byId.get(id);
  }

  /** Adds a notification this replica does not hold yet; false when it already does. */
  add(entry: NotificationRecord): boolean {
    if (this.byId.has(entry.id)) return false;
    const stored = { ...entry };
    this.byId.set(stored.id, stored);
    this.index(stored);
    const inbox = this.inboxOf(stored.userId);
    inbox.list.insert(stored);
    if (!stored.isRead) {
      inbox.unread += 1;
      this.announce(stored.userId);
    }
    return true;
  }

  /** Marks one read; false when it is unknown here or already read. */
  markRead(id: string): boolean {
    const entry = this.byId.get(id);
    if (!entry || entry.isRead) return false;
    entry.isRead = true;
    this.inboxOf(entry.userId).unread -= 1;
    this.announce(entry.userId);
    return true;
  }

  remove(id: string): boolean {
    const entry = this.byId.get(id);
    if (!entry) return false;
    this.byId.delete(id);
    const inbox = this.inboxOf(entry.userId);
    inbox.list.remove(entry);
    if (entry.relatedPlaylistId) this.byPlaylist.get(entry.relatedPlaylistId)?.delete(id);
    if (entry.relatedUserId !== undefined) this.byRelatedUser.get(entry.relatedUserId)?.delete(id);
    if (!entry.isRead) {
      inbox.unread -= 1;
      this.announce(entry.userId);
    }
    if (inbox.list.size === 0 && !this.listeners.has(entry.userId)) this.byUser.delete(entry.userId);
    return true;
  }

  /** One page of a user's notifications, newest first. */
  page(userId: number, page: number, limit: number): { items: NotificationRecord[]; hasMore: boolean } {
    const list = this.byUser.get(userId)?.list;
    if (!list) return { items: [], hasMore: false };
    const skip = (page - 1) * limit;
    return { items: list.page(skip, limit).map((e) => ({ ...e })), hasMore: list.size > skip + limit };
  }

  unreadCount(userId: number): number {
    return this.byUser.get(userId)?.unread ?? 0;
  }

  /** Ids of the notifications a user received, and of those about their posts. */
  idsConcerningUser(userId: number): string[] {
    const received = [...(this.byUser.get(userId)?.list ?? [])].map((e) => e.id);
    return [...new Set([...received, ...(this.byRelatedUser.get(userId) ?? [])])];
  }

  idsAboutPlaylist(playlistId: string): string[] {
    return [...(this.byPlaylist.get(playlistId) ?? [])];
  }

  /** Calls `listener` with the user's unread count now and at every change; returns the unsubscribe. */
  watch(userId: number, listener: CountListener): () => void {
    const set = this.listeners.get(userId) ?? new Set<CountListener>();
    set.add(listener);
    this.listeners.set(userId, set);
    listener(this.unreadCount(userId));
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  private inboxOf(userId: number): UserInbox {
    let inbox = this.byUser.get(userId);
    if (!inbox) {
      inbox = { list: new SortedList(newestFirst), unread: 0 };
      this.byUser.set(userId, inbox);
    }
    return inbox;
  }

  private index(entry: Entry): void {
    if (entry.relatedPlaylistId) addTo(this.byPlaylist, entry.relatedPlaylistId, entry.id);
    if (entry.relatedUserId !== undefined) addTo(this.byRelatedUser, entry.relatedUserId, entry.id);
  }

  private announce(userId: number): void {
    const set = this.listeners.get(userId);
    if (!set) return;
    const count = this.unreadCount(userId);
    for (const listener of set) listener(count);
  }
}

function addTo<K>(map: Map<K, Set<string>>, key: K, id: string): void {
  const set = map.get(key) ?? new Set<string>();
  set.add(id);
  map.set(key, set);
}
