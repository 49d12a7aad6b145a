import { randomUUID } from 'node:crypto';
import { events } from '@sonic-nexus/proto';
import mongoose from 'mongoose';
import type pino from 'pino';
import { publishEvent, type NatsConnection } from './nats';

interface OutboxRecord {
  _id: string; // the envelope id, so recording the same event twice is a duplicate-key no-op
  subject: string;
  data: Buffer; // protobuf-encoded envelope, published byte for byte
  createdAt: Date;
}

const outboxSchema = new mongoose.Schema<OutboxRecord>(
  {
    _id: { type: String, required: true },
    subject: { type: String, required: true },
    data: { type: Buffer, required: true },
    createdAt: { type: Date, required: true, index: true },
  },
  { collection: 'outbox', versionKey: false },
);

export interface Outbox {
  record(subject: string, envelope: events.EventEnvelope): Promise<void>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
  /** Publishes every pending record once; returns how many were published. */
  flush(): Promise<number>;
}

/**
 * Events are stored in the service's own database first and relayed to JetStream afterwards.
 * A relay that dies between publish and delete re-publishes later; Nats-Msg-Id drops the copy.
 */
export function createOutbox(conn: mongoose.Connection, nc: NatsConnection, logger: pino.Logger): Outbox {
  const model = conn.model<OutboxRecord>('Outbox', outboxSchema);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const publishPending = async (): Promise<number> => {
    // Hydrated (not lean) documents so `data` comes back as a Buffer rather than a BSON Binary.
    const pending = await model.find().sort({ createdAt: 1 }).limit(100);
    let published = 0;
    for (const rec of pending) {
      await publishEvent(nc, rec.subject, events.EventEnvelope.decode(rec.data));
      await model.deleteOne({ _id: rec._id });
      published += 1;
    }
    return published;
  };

  // One relay pass at a time; overlapping passes would only publish duplicates.
  const flush = (): Promise<number> => {
    running ??= publishPending().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    async record(subject, envelope) {
      const data = Buffer.from(events.EventEnvelope.encode(envelope).finish());
      await model.create({ _id: envelope.id, subject, data, createdAt: new Date() });
    },
    start(intervalMs = 500) {
      timer ??= setInterval(() => {
        flush().catch((err: unknown) => logger.warn({ err }, 'outbox relay failed; will retry'));
      }, intervalMs);
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
    flush,
  };
}

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
