// The signed-in user's notifications (spec §2, §7): a page, the unread count, mark read and the
// live count, all answered from this replica's inbox read model; mark read writes by _id.
import { notificationsQuery, serverMessages } from '@sonic-nexus/contract';
import { DomainError, parseInput, requireUserId } from '@sonic-nexus/service-kit';
import { notificationRead } from '../events/notification-events';
import type { NotificationRecord } from '../notifications/notification';
import type { CountListener } from '../read-model/inbox';
import type { Deps } from './deps';

export interface NotificationPage {
  notifications: NotificationRecord[];
  hasMore: boolean;
  currentPage: number;
}

export function listNotifications(
  deps: Deps,
  input: { userId: number; page: number; limit: number },
): NotificationPage {
  const userId = requireUserId(input.userId);
  const { page, limit } = parseInput(notificationsQuery, { page: input.page, limit: input.limit });
  const { items, hasMore } = deps.inbox.page(userId, page, limit);
  return { notifications: items, hasMore, currentPage: page };
}

export function unreadCount(deps: Deps, userId: number): number {
  return deps.inbox.unreadCount(requireUserId(userId));
}

/** Only the recipient may mark it: anyone else is told it does not exist (no leak of its id). */
export async function markRead(
  deps: Deps,
  input: { notificationId: string; userId: number },
): Promise<NotificationRecord> {
  const userId = requireUserId(input.userId);
  const id = input.notificationId.trim();
  const notFound = new DomainError('not-found', serverMessages.notificationNotFound);
  if (!id) throw notFound;
  // The store decides (this replica's inbox may be a moment behind a fan-out elsewhere).
  const known = await deps.notifications.findById(id);
  if (!known || known.userId !== userId) throw notFound;
  const result = await deps.notifications.markRead(id, () => notificationRead(id, userId));
  if (!result) throw notFound;
  // This replica answers its caller's next read at once; the others apply the event.
  if (!deps.inbox.add(result.record)) deps.inbox.markRead(id);
  return result.record;
}

/** The user's unread count now and at every change, until the returned function is called. */
export function watchUnreadCount(deps: Deps, userId: number, listener: CountListener): () => void {
  return deps.inbox.watch(requireUserId(userId), listener);
}
