// The signed-in user's notifications and the bell's unread count (spec §7).
import { notificationIdParams } from '../schemas/common';
import { notification, notificationPage, notificationsQuery, unreadCount } from '../schemas/notification';
import { defineRoutes } from './route-types';

export const notificationRoutes = defineRoutes('notifications', {
  listNotifications: {
    method: 'get',
    path: '/api/notifications',
    auth: 'session',
    summary: 'Notifications, newest first',
    query: notificationsQuery,
    response: notificationPage,
  },
  markNotificationRead: {
    method: 'patch',
    path: '/api/notifications/{id}/read',
    auth: 'session',
    summary: 'Mark one notification read',
    params: notificationIdParams,
    response: notification,
  },
  getUnreadCount: {
    method: 'get',
    path: '/api/notifications/unread-count',
    auth: 'session',
    summary: 'Unread notification count',
    response: unreadCount,
  },
});
