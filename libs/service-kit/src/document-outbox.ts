// The transactional outbox without transactions (DESIGN §4): an event is stored inside the very
// document whose change it announces, in the same single-document write, so the change and its
// event exist together or not at all. The relay publishes pending events with Nats-Msg-Id (JetStream
// drops a re-publish after a crash) and then removes them; deletions are tombstones (`deletedAt`)
// that the relay removes once their events are out.
import { events } from '@sonic-nexus/proto';
import mongoose from 'mongoose';
import type pino from 'pino';
import { withDocumentLock } from './keyed-mutex';
import { publishEncoded, type NatsConnection } from './nats';
import { outboxPublished, outboxRelayFailures, trackOutboxDepth } from './outbox-metrics';
import { captureTraceContext, type TraceCarrier } from './trace-context';

const PENDING_EVENTS_FIELD = 'pendingEvents';

/** `traceparent`/`tracestate`: the trace of the request that wrote it, continued by the relay. */
export interface PendingEvent extends TraceCarrier {
  id: string;
  subject: string;
  data: Buffer; // protobuf EventEnvelope, published byte for byte
}

/** The sub-schema of a document's `pendingEvents` array; every outbox collection embeds it. */
export const pendingEventSchema = new mongoose.Schema<PendingEvent>(
  {
    id: { type: String, required: true },
    subject: { type: String, required: true },
    data: Buffer,
    traceparent: String,
    tracestate: String,
  },
  { _id: false },
);

/** Built inside the writing request, so its trace context is captured here. */
export function pendingEvent(subject: string, envelope: events.EventEnvelope): PendingEvent {
  return {
    id: envelope.id,
    subject,
    data: Buffer.from(events.EventEnvelope.encode(envelope).finish()),
    ...captureTraceContext(),
  };
}

interface StoredEvent extends TraceCarrier {
  id: string;
  subject: string;
  data: Buffer | { buffer: ArrayBufferLike | Uint8Array };
}

async function publishPending(nc: NatsConnection, ev: StoredEvent): Promise<void> {
  // The writer's context, never the relay's (its timer runs in whichever request signalled first).
  const traced: TraceCarrier = {};
  if (ev.traceparent) traced.traceparent = ev.traceparent;
  if (ev.tracestate) traced.tracestate = ev.tracestate;
  await publishEncoded(nc, ev.subject, ev.id, bytesOf(ev.data), traced);
  outboxPublished.inc({ subject: ev.subject });
}

function bytesOf(data: StoredEvent['data']): Uint8Array {
  if (Buffer.isBuffer(data)) return data;
  return new Uint8Array(data.buffer as ArrayBufferLike); // BSON Binary from the native driver
}

/** What a repository tells the relay after a write that stored pending events. */
export interface OutboxSignal {
  written(collection: string, id: string | number): void;
}

export interface DocumentOutboxRelay extends OutboxSignal {
  /** Relays what a pass over every collection finds, then what was signalled; returns the count. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

const RELAY_CONCURRENCY = 8;

const keyOf = (target: Target) => `${target.collection}\u0000${String(target.id)}`;

interface Target {
  collection: string;
  id: unknown;
}

/**
 * The relay never polls the store (a query for pending documents is a collection scan on
 * FerretDB): writers signal the documents they gave events, and those are relayed `intervalMs`
 * after the first signal (a burst of writes to one document is relayed once). Whatever a crash
 * left pending is found by the one scan at start; a failed relay is retried after `intervalMs`.
 */
export function startDocumentOutboxRelay(opts: {
  conn: mongoose.Connection;
  collections: string[];
  nc: NatsConnection;
  logger: pino.Logger;
  intervalMs?: number;
}): DocumentOutboxRelay {
  const { conn, nc, logger } = opts;
  const intervalMs = opts.intervalMs ?? 10;
  const collections = new Set(opts.collections);
  const signalled = new Map<string, Target>();
  /** Signalled and not yet relayed (also while a relay runs): the depth the metrics show. */
  const awaiting = new Map<string, string>();
  const untrackDepth = trackOutboxDepth(() => {
    const depth = new Map([...collections].map((collection) => [collection, 0]));
    for (const collection of awaiting.values()) depth.set(collection, (depth.get(collection) ?? 0) + 1);
    return depth;
  });
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const relayDocument = async ({ collection, id }: Target): Promise<number> => {
    const col = conn.collection(collection);
    // The relay's update is a write too: it must not interleave with a domain write of this document.
    return withDocumentLock(collection, String(id), async () => {
      const doc = await col.findOne({ _id: id as never });
      if (!doc) return 0;
      const pending = (doc[PENDING_EVENTS_FIELD] ?? []) as StoredEvent[];
      for (const ev of pending) await publishPending(nc, ev);
      if (doc.deletedAt) {
        await col.deleteOne({ _id: id as never });
      } else if (pending.length > 0) {
        await col.updateOne({ _id: id as never }, { $set: { [PENDING_EVENTS_FIELD]: [] } });
      }
      return pending.length;
    });
  };

  const relayAll = async (targets: Target[]): Promise<number> => {
    let published = 0;
    const failed: Target[] = [];
    for (let i = 0; i < targets.length; i += RELAY_CONCURRENCY) {
      await Promise.all(
        targets.slice(i, i + RELAY_CONCURRENCY).map(async (target) => {
          try {
            const count = await relayDocument(target);
            published += count; // after the await: the relays of one round run side by side
            if (!signalled.has(keyOf(target))) awaiting.delete(keyOf(target));
          } catch (err) {
            failed.push(target);
            outboxRelayFailures.inc({ collection: target.collection });
            logger.warn({ err, ...target }, 'outbox relay failed; will retry');
          }
        }),
      );
    }
    for (const target of failed) signal(target);
    return published;
  };

  const drainSignalled = (): Promise<number> => {
    const targets = [...signalled.values()];
    signalled.clear();
    return relayAll(targets);
  };

  /** Every document holding pending events or a tombstone: a scan, so only at start (and in tests). */
  const scan = async (): Promise<Target[]> => {
    const found: Target[] = [];
    for (const collection of collections) {
      const waiting = await conn
        .collection(collection)
        .find({
          $or: [{ [`${PENDING_EVENTS_FIELD}.0`]: { $exists: true } }, { deletedAt: { $exists: true } }],
        })
        .project({ _id: 1 })
        .toArray();
      for (const { _id } of waiting) found.push({ collection, id: _id });
    }
    return found;
  };

  // One relay job at a time: overlapping ones would only publish duplicates.
  let chain: Promise<unknown> = Promise.resolve();
  const exclusive = (work: () => Promise<number>): Promise<number> => {
    const next = chain.then(work);
    chain = next.catch(() => undefined);
    return next;
  };

  function signal(target: Target): void {
    if (stopped || !collections.has(target.collection)) return;
    signalled.set(keyOf(target), target);
    awaiting.set(keyOf(target), target.collection);
    timer ??= setTimeout(() => {
      timer = undefined;
      exclusive(drainSignalled).catch((err: unknown) => logger.warn({ err }, 'outbox relay failed'));
    }, intervalMs);
  }

  // What a crash left pending: one scan, as late as a signalled write would be relayed.
  const startScan = setTimeout(() => {
    exclusive(async () => relayAll(await scan())).catch((err: unknown) =>
      logger.warn({ err }, 'outbox start scan failed; pending events wait for the next start or flush'),
    );
  }, intervalMs);
  startScan.unref();

  return {
    written: (collection, id) => signal({ collection, id }),
    // A signalled document is relayed once, as signalled, not a second time from the scan.
    flush: () =>
      exclusive(async () => {
        const unsignalled = (await scan()).filter((t) => !signalled.has(keyOf(t)));
        return (await relayAll(unsignalled)) + (await drainSignalled());
      }),
    async stop() {
      stopped = true;
      untrackDepth();
      clearTimeout(startScan);
      if (timer) clearTimeout(timer);
      timer = undefined;
      await chain;
    },
  };
}
