import { notification } from '@sonic-nexus/proto';
import { serverStreams, unaryHandler, type GrpcServiceRegistration } from '@sonic-nexus/service-kit';
import type pino from 'pino';
import type { Deps } from '../use-cases/deps';
import { listNotifications, markRead, unreadCount, watchUnreadCount } from '../use-cases/notification-inbox';
import { toProtoNotification } from './notification-mapper';

/** Thin gRPC layer: decode → use case → proto; errors are mapped by unaryHandler / serverStreams. */
export function notificationGrpc(deps: Deps, logger: pino.Logger): GrpcServiceRegistration {
  const handle = <Req, Res>(fn: (req: Req) => Promise<Res>) => unaryHandler(logger, fn);
  const streams = serverStreams(logger);
  const implementation: notification.NotificationServiceServer = {
    listNotifications: handle(async (req: notification.ListNotificationsRequest) => {
      const page = listNotifications(deps, req);
      return { ...page, notifications: page.notifications.map(toProtoNotification) };
    }),
    markRead: handle(async (req: notification.MarkReadRequest) =>
      toProtoNotification(await markRead(deps, req)),
    ),
    getUnreadCount: handle(async (req: notification.UserIdRequest) => ({
      count: unreadCount(deps, req.userId),
    })),
    watchUnreadCount: streams.handler<notification.UserIdRequest, notification.UnreadCount>((req, send) =>
      watchUnreadCount(deps, req.userId, (count) => send({ count })),
    ),
  };
  return {
    definition: notification.NotificationServiceService,
    implementation,
    endStreams: () => streams.endAll(),
  };
}
