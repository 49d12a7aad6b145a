// Every domain event travels in one protobuf envelope (proto/sonicnexus/events/v1/events.proto).
import { randomUUID } from 'node:crypto';
import type { events } from '@sonic-nexus/proto';

export function newEnvelope(
  subject: string,
  aggregateId: string,
  version: number,
  payload: events.EventEnvelope['payload'],
): events.EventEnvelope {
  return {
    id: randomUUID(),
    type: subject,
    occurredAt: new Date().toISOString(),
    aggregateId,
    version,
    payload,
  };
}
