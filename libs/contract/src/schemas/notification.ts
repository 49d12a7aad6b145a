// Notifications: one entry, the page and the unread count.
import { NOTIFICATIONS_PAGE_SIZE } from '../limits';
import { z } from 'zod';
import { morePages, pageQuery } from './common';

export const notification = z.object({
  id: z.string(),
  userId: z.number().int(),
  type: z.string(),
  message: z.string(),
  relatedPlaylistId: z.string().nullable(),
  relatedUserId: z.number().int().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationPage = z.object({ notifications: z.array(notification), ...morePages });
export type NotificationPage = z.infer<typeof notificationPage>;

export const notificationsQuery = pageQuery(NOTIFICATIONS_PAGE_SIZE);

export const unreadCount = z.object({ count: z.number().int() });
