// Every replica applies every notification.changed in stream order to its inbox read model.
// Applying is idempotent: a repeated delivery adds nothing, a repeated read or removal changes
// nothing. A read of a notification this replica has not heard of loads it by _id.
import type { PayloadOf } from '@sonic-nexus/service-kit';
import { newPlaylistNotificationId } from '../notifications/notification-id';
import type { Deps } from './deps';

export async function applyNotificationChange(
  deps: Deps,
  { change }: PayloadOf<'notification.changed'>,
): Promise<void> {
  switch (change?.$case) {
    case 'delivered': {
      const { playlistId, relatedUserId, type, message, createdAt, userIds } = change.value;
      for (const userId of userIds) {
        deps.inbox.add({
          id: newPlaylistNotificationId(playlistId, userId),
          userId,
          type,
          message,
          relatedPlaylistId: playlistId,
          relatedUserId,
          isRead: false,
          createdAt: new Date(createdAt),
        });
      }
      return;
    }
    case 'read': {
      const { notificationId } = change.value;
      if (deps.inbox.markRead(notificationId) || deps.inbox.has(notificationId)) return;
      const stored = await deps.notifications.findById(notificationId);
      if (stored) deps.inbox.add(stored);
      return;
    }
    case 'removed':
      for (const id of change.value.notificationIds) deps.inbox.remove(id);
      return;
    default:
      return;
  }
}

/** Fills the inbox from the store: the one scan, at start. */
export async function rebuildInbox(deps: Deps): Promise<number> {
  const all = [];
  for await (const record of deps.notifications.scanAll()) all.push(record);
  deps.inbox.reset(all);
  return all.length;
}
