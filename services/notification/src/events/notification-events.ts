// The event the notification context publishes (DESIGN §4): notification.changed, read by every
// replica of this service to keep its inbox read model. A fan-out and a removal publish theirs
// before their source event is acked (a crash repeats both, and applying is idempotent); a
// mark-read stores its own in the document (the document outbox).
import type { events } from '@sonic-nexus/proto';
import {
  domainEvent,
  EVENT_CATALOGUE,
  newEnvelope,
  publishEvent,
  type NatsConnection,
  type PayloadOf,
  type PendingEvent,
} from '@sonic-nexus/service-kit';

type Change = PayloadOf<'notification.changed'>['change'];
type Delivered = events.NotificationsDelivered;

function envelope(aggregateId: string, change: Change): events.EventEnvelope {
  const payload = {
    $case: EVENT_CATALOGUE['notification.changed'].payload,
    value: { change },
  } as events.EventEnvelope['payload'];
  return newEnvelope('notification.changed', aggregateId, 1, payload);
}

export interface NotificationEvents {
  delivered(value: Delivered): Promise<void>;
  removed(notificationIds: string[]): Promise<void>;
}

export const notificationEvents = (nc: NatsConnection): NotificationEvents => ({
  delivered: (value) =>
    publishEvent(nc, 'notification.changed', envelope(value.playlistId, { $case: 'delivered', value })),
  removed: (notificationIds) =>
    publishEvent(
      nc,
      'notification.changed',
      envelope(notificationIds[0] ?? '', { $case: 'removed', value: { notificationIds } }),
    ),
});

/** The outbox entry of one mark-read. */
export const notificationRead = (notificationId: string, userId: number): PendingEvent =>
  domainEvent('notification.changed', notificationId, 2, {
    change: { $case: 'read', value: { notificationId, userId } },
  });
