// Notifications plus the platform's own endpoints (health, OpenAPI).
import { notificationIdParams, openApiDocumentBody } from '../schemas/common';
import { health } from '../schemas/health';
import { notification, notificationPage, notificationsQuery, unreadCount } from '../schemas/notification';
import { defineRoutes } from './route-types';

export const notificationRoutes = defineRoutes({
  listNotifications: {
    method: 'get',
    path: '/api/notifications',
    auth: 'session',
    tag: 'notifications',
    summary: 'Notifications, newest first',
    query: notificationsQuery,
    response: notificationPage,
  },
  markNotificationRead: {
    method: 'patch',
    path: '/api/notifications/{id}/read',
    auth: 'session',
    tag: 'notifications',
    summary: 'Mark one notification read',
    params: notificationIdParams,
    response: notification,
  },
  getUnreadCount: {
    method: 'get',
    path: '/api/notifications/unread-count',
    auth: 'session',
    tag: 'notifications',
    summary: 'Unread notification count',
    response: unreadCount,
  },
});

export const systemRoutes = defineRoutes({
  health: {
    method: 'get',
    path: '/api/health',
    auth: 'public',
    tag: 'system',
    summary: 'State of every dependency; 503 when any is down',
    response: health,
  },
  openApi: {
    method: 'get',
    path: '/api/openapi.json',
    auth: 'public',
    tag: 'system',
    summary: 'This document',
    response: openApiDocumentBody,
  },
});
