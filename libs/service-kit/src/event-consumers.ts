// A service's consumers, one per consumed subject: each is a durable JetStream consumer whose
// stream comes from the event catalogue and whose handler receives the typed payload.
import type { events } from '@sonic-nexus/proto';
import type pino from 'pino';
import {
  EVENT_CATALOGUE,
  WORK_QUEUE_STREAMS,
  type EventSubject,
  type PayloadOf,
  type ServiceName,
} from './event-catalogue';
import type { NatsConnection } from './nats';
import { consumeDurable } from './nats-consumer';

/** The consumer of one subject; `EventConsumer` alone is "a consumer of any one subject". */
export type EventConsumer<S extends EventSubject = EventSubject> = S extends EventSubject
  ? {
      subject: S;
      /** Must be safe to repeat: JetStream redelivers whatever was not acked. */
      handle(payload: PayloadOf<S>, envelope: events.EventEnvelope): Promise<unknown>;
      /** Messages handled at once (default 1: in stream order); only for order-blind handlers. */
      concurrency?: number;
      /** How soon an unacked message (its handler crashed) is delivered again (default 30 s). */
      ackWaitMs?: number;
    }
  : never;

/** Declares the handler of one subject; an envelope of another payload case is skipped. */
export function onEvent<S extends EventSubject>(
  subject: S,
  handle: (payload: PayloadOf<S>, envelope: events.EventEnvelope) => Promise<unknown>,
  options: { concurrency?: number; ackWaitMs?: number } = {},
): EventConsumer<S> {
  return { subject, handle, ...options } as EventConsumer<S>;
}

/**
 * A durable consumer's position belongs to the database its service writes to, so the name is
 * derived from it: two deployments (or test runs) with their own databases never share, and so
 * never split, a stream; several replicas of one deployment share one durable. A work queue is the
 * exception: it allows one consumer per subject and deletes what that consumer acked, so every
 * deployment on one NATS shares its durable. Names may not contain '.', '*', '>' or whitespace.
 */
export function durableName(service: ServiceName, database: string, subject: EventSubject): string {
  const shared = WORK_QUEUE_STREAMS.includes(EVENT_CATALOGUE[subject].stream);
  const name = shared ? `${service}_${subject}` : `${service}_${database}_${subject}`;
  return name.replace(/[^A-Za-z0-9_-]/g, '_');
}

export async function startEventConsumers(
  nc: NatsConnection,
  opts: {
    service: ServiceName;
    database: string;
    logger: pino.Logger;
    consumers: ReadonlyArray<EventConsumer>;
  },
): Promise<{ stop(): Promise<void> }> {
  const started: Array<{ stop(): Promise<void> }> = [];
  const stop = async () => {
    await Promise.all(started.map((c) => c.stop()));
  };
  try {
    for (const consumer of opts.consumers) {
      const spec = EVENT_CATALOGUE[consumer.subject];
      started.push(
        await consumeDurable(nc, {
          stream: spec.stream,
          durable: durableName(opts.service, opts.database, consumer.subject),
          filterSubjects: [consumer.subject],
          logger: opts.logger,
          concurrency: consumer.concurrency,
          ackWaitMs: consumer.ackWaitMs,
          handle: async (envelope) => {
            if (envelope.payload?.$case !== spec.payload) return;
            // The $case check above is what ties this payload to the consumer's subject.
            await consumer.handle(envelope.payload.value as never, envelope);
          },
        }),
      );
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { stop };
}
