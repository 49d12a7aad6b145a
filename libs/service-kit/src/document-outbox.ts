// The transactional outbox without transactions (DESIGN §4): an event is stored inside the very
// document whose change it announces, in the same single-document write, so the change and its
// event exist together or not at all. The relay publishes pending events with Nats-Msg-Id (JetStream
// drops a re-publish after a crash) and then removes them; deletions are tombstones (`deletedAt`)
// that the relay removes once their events are out.
import { events } from '@sonic-nexus/proto';
import mongoose from 'mongoose';
import type pino from 'pino';
import { withDocumentLock } from './keyed-mutex';
import { publishEvent, type NatsConnection } from './nats';

const PENDING_EVENTS_FIELD = 'pendingEvents';

export interface PendingEvent {
  id: string;
  subject: string;
  data: Buffer; // protobuf EventEnvelope, published byte for byte
}

/** The sub-schema of a document's `pendingEvents` array; every outbox collection embeds it. */
export const pendingEventSchema = new mongoose.Schema<PendingEvent>(
  { id: { type: String, required: true }, subject: { type: String, required: true }, data: Buffer },
  { _id: false },
);

export function pendingEvent(subject: string, envelope: events.EventEnvelope): PendingEvent {
  return { id: envelope.id, subject, data: Buffer.from(events.EventEnvelope.encode(envelope).finish()) };
}

interface StoredEvent {
  id: string;
  subject: string;
  data: Buffer | { buffer: ArrayBufferLike | Uint8Array };
}

function bytesOf(data: StoredEvent['data']): Uint8Array {
  if (Buffer.isBuffer(data)) return data;
  return new Uint8Array(data.buffer as ArrayBufferLike); // BSON Binary from the native driver
}

export interface DocumentOutboxRelay {
  /** One relay pass over every collection; returns how many events were published. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

export function startDocumentOutboxRelay(opts: {
  conn: mongoose.Connection;
  collections: string[];
  nc: NatsConnection;
  logger: pino.Logger;
  intervalMs?: number;
}): DocumentOutboxRelay {
  const { conn, collections, nc, logger } = opts;
  let running: Promise<number> | undefined;

  const relayDocument = async (collection: string, id: unknown): Promise<number> => {
    const col = conn.collection(collection);
    // The relay's $pull is an update too: it must not interleave with a domain write of this document.
    return withDocumentLock(collection, String(id), async () => {
      const doc = await col.findOne({ _id: id as never });
      if (!doc) return 0;
      const pending = (doc[PENDING_EVENTS_FIELD] ?? []) as StoredEvent[];
      for (const ev of pending) {
        await publishEvent(nc, ev.subject, events.EventEnvelope.decode(bytesOf(ev.data)));
      }
      if (doc.deletedAt) {
        await col.deleteOne({ _id: id as never });
      } else if (pending.length > 0) {
        await col.updateOne({ _id: id as never }, { $set: { [PENDING_EVENTS_FIELD]: [] } });
      }
      return pending.length;
    });
  };

  const pass = async (): Promise<number> => {
    let published = 0;
    for (const collection of collections) {
      const col = conn.collection(collection);
      const waiting = await col
        .find({
          $or: [{ [`${PENDING_EVENTS_FIELD}.0`]: { $exists: true } }, { deletedAt: { $exists: true } }],
        })
        .project({ _id: 1 })
        .limit(200)
        .toArray();
      for (const { _id } of waiting) published += await relayDocument(collection, _id);
    }
    return published;
  };

  // One pass at a time: overlapping passes would only publish duplicates.
  const flush = (): Promise<number> => {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = setInterval(() => {
    flush().catch((err: unknown) => logger.warn({ err }, 'outbox relay pass failed; will retry'));
  }, opts.intervalMs ?? 250);
  timer.unref();

  return {
    flush,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
