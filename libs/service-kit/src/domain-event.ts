// Builds the outbox entry of one catalogued event, with the payload case the catalogue names.
import type { events } from '@sonic-nexus/proto';
import { pendingEvent, type PendingEvent } from './document-outbox';
import { EVENT_CATALOGUE, type EventSubject, type PayloadOf } from './event-catalogue';
import { newEnvelope } from './event-envelope';

/** `version` is the aggregate's version after the change the event announces. */
export function domainEvent<S extends EventSubject>(
  subject: S,
  aggregateId: string,
  version: number,
  value: PayloadOf<S>,
): PendingEvent {
  const payload = { $case: EVENT_CATALOGUE[subject].payload, value } as events.EventEnvelope['payload'];
  return pendingEvent(subject, newEnvelope(subject, aggregateId, version, payload));
}
