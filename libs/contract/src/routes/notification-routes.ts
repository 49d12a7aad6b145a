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

/**
 * Beyond the spec: the unread count pushed live as server-sent events (`text/event-stream`,
 * session cookie). Each `data:` line is an `unreadCount` JSON ({count}), sent on connect and on
 * every change; comment lines keep the connection open. Not in the route table: it is no JSON call.
 */
export const UNREAD_COUNT_STREAM_PATH = '/api/notifications/unread-count/stream';
