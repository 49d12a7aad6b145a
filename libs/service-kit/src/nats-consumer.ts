import { events } from '@sonic-nexus/proto';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type JsMsg } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/nats-core';
import type pino from 'pino';
import { timeHandler, trackConsumerLag } from './consumer-metrics';
import { consumeTraced } from './trace-context';

export interface ConsumeDurableOptions {
  stream: string;
  durable: string;
  filterSubjects: string[];
  logger: pino.Logger;
  handle: (env: events.EventEnvelope) => Promise<void>;
  /** Delay before a failed message is redelivered (default 1000 ms). */
  nakDelayMs?: number;
  /** Messages handled at once (default 1, in stream order). */
  concurrency?: number;
  /**
   * How long a delivered message stays unacked before JetStream delivers it again (default: the
   * server's 30 s): after a crash its handler runs again about this soon. A handler still at
   * work tells the server so every third of it, so a long one is not run twice meanwhile.
   */
  ackWaitMs?: number;
}

const SERVER_ACK_WAIT_MS = 30_000;

async function ensureConsumer(nc: NatsConnection, opts: ConsumeDurableOptions): Promise<void> {
  const jsm = await jetstreamManager(nc);
  const existing = await jsm.consumers.info(opts.stream, opts.durable).catch(() => null);
  if (!existing) {
    await jsm.consumers.add(opts.stream, {
      durable_name: opts.durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subjects: opts.filterSubjects,
      ack_wait: nanos(opts.ackWaitMs ?? SERVER_ACK_WAIT_MS),
    });
  } else if (
    (existing.config.filter_subjects ?? []).join() !== opts.filterSubjects.join() ||
    existing.config.ack_wait !== nanos(opts.ackWaitMs ?? SERVER_ACK_WAIT_MS)
  ) {
    await jsm.consumers.update(opts.stream, opts.durable, {
      filter_subjects: opts.filterSubjects,
      ack_wait: nanos(opts.ackWaitMs ?? SERVER_ACK_WAIT_MS),
    });
  }
}

async function handleMessage(msg: JsMsg, opts: ConsumeDurableOptions): Promise<void> {
  let env: events.EventEnvelope;
  try {
    env = events.EventEnvelope.decode(msg.data);
  } catch (err) {
    // A message that cannot be decoded will never succeed; stop redelivering it.
    opts.logger.error({ err, subject: msg.subject, seq: msg.seq }, 'undecodable event dropped');
    msg.term();
    return;
  }
  const working = setInterval(() => msg.working(), (opts.ackWaitMs ?? SERVER_ACK_WAIT_MS) / 3);
  try {
    await consumeTraced(msg, opts.durable, () =>
      timeHandler(msg.subject, opts.durable, () => opts.handle(env)),
    );
    clearInterval(working);
    msg.ack(); // only after the handler's write, so a crash means redelivery, not loss
  } catch (err) {
    clearInterval(working);
    opts.logger.warn(
      { err, subject: msg.subject, eventId: env.id, redeliveries: msg.info.deliveryCount },
      'event handler failed; will retry',
    );
    msg.nak(opts.nakDelayMs ?? 1000);
  }
}

/** Durable pull consumer; messages are handled in stream order, or `concurrency` at a time. */
export async function consumeDurable(
  nc: NatsConnection,
  opts: ConsumeDurableOptions,
): Promise<{ stop(): Promise<void> }> {
  await ensureConsumer(nc, opts);
  const consumer = await jetstream(nc).consumers.get(opts.stream, opts.durable);
  const messages = await consumer.consume({ max_messages: 64 });
  const untrackLag = trackConsumerLag(nc, opts.stream, opts.durable);
  const limit = Math.max(1, opts.concurrency ?? 1);
  const inFlight = new Set<Promise<void>>();
  const loop = (async () => {
    for await (const msg of messages) {
      const handled = handleMessage(msg, opts).finally(() => inFlight.delete(handled));
      inFlight.add(handled);
      if (inFlight.size >= limit) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  })();
  loop.catch((err: unknown) => opts.logger.error({ err, durable: opts.durable }, 'consumer loop ended'));
  return {
    async stop() {
      untrackLag();
      await messages.close();
      await loop.catch(() => undefined);
    },
  };
}
