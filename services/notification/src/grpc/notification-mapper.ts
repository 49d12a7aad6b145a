import type { notification } from '@sonic-nexus/proto';
import type { NotificationRecord } from '../notifications/notification';

/** Absent relations travel as proto defaults ('' and 0); the gateway turns them back into null. */
export function toProtoNotification(n: NotificationRecord): notification.Notification {
  return {
    id: n.id,
    userId: n.userId,
    type: n.type,
    message: n.message,
    relatedPlaylistId: n.relatedPlaylistId ?? '',
    relatedUserId: n.relatedUserId ?? 0,
    isRead: n.isRead,
    createdAt: n.createdAt.toISOString(),
  };
}
