// The signed-in user's notifications (spec §7): a page of 20, mark read (the recipient only; any
// other id is 404) and the bell's unread count, each one call to the notification service.
import { apiRoutes } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import type { Router } from 'express';
import { apiRouter } from '../http/api-router';
import type { ServiceClients } from '../clients';
import { bindRoute } from '../http/bind-route';
import { toNotification } from './notification-mapper';
import { unreadCountStream, type UnreadCountStreamDeps } from './unread-count-stream';

export interface NotificationDeps extends UnreadCountStreamDeps {
  clients: Pick<ServiceClients, 'notification'>;
}

export function notificationRoutes(deps: NotificationDeps): Router {
  const { notification } = deps.clients;
  const router = apiRouter();

  bindRoute(router, apiRoutes.listNotifications, async ({ query, user: me }) => {
    const page = await unary(notification, notification.listNotifications, {
      userId: me.id,
      page: query.page,
      limit: query.limit,
    });
    return { ...page, notifications: page.notifications.map(toNotification) };
  });

  bindRoute(router, apiRoutes.markNotificationRead, async ({ params, user: me }) =>
    toNotification(
      await unary(notification, notification.markRead, { notificationId: params.id, userId: me.id }),
    ),
  );

  bindRoute(router, apiRoutes.getUnreadCount, async ({ user: me }) => {
    const { count } = await unary(notification, notification.getUnreadCount, { userId: me.id });
    return { count };
  });

  router.use(unreadCountStream(deps));
  return router;
}
