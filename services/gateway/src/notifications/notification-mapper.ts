import type { Notification } from '@sonic-nexus/contract';
import type { notification } from '@sonic-nexus/proto';

/** Proto defaults ('' and 0) for absent relations become the contract's nulls. */
export function toNotification(n: notification.Notification): Notification {
  return {
    id: n.id,
    userId: n.userId,
    type: n.type,
    message: n.message,
    relatedPlaylistId: n.relatedPlaylistId || null,
    relatedUserId: n.relatedUserId || null,
    isRead: n.isRead,
    createdAt: n.createdAt,
  };
}
