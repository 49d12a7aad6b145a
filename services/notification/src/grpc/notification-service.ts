import { notification } from '@sonic-nexus/proto';
import { notYetImplemented } from '@sonic-nexus/service-kit';

/** The in-app notification RPCs are not built yet: each answers UNIMPLEMENTED with its name. */
export function notificationServiceImpl(): notification.NotificationServiceServer {
  return notYetImplemented<notification.NotificationServiceServer>(
    notification.NotificationServiceService,
    {},
  );
}
