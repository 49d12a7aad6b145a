// Read models live in each replica's memory, so each replica must see every event that changes
// them, not one delivery per deployment as a durable consumer gives. A replica notes where each
// stream ends before it rebuilds its models from the store, and afterwards reads every event from
// that point through an ephemeral ordered consumer: nothing written meanwhile is missed (an event
// both seen by the scan and replayed must be harmless: handlers compare versions).
import { events } from '@sonic-nexus/proto';
import { DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import type pino from 'pino';
import { timeHandler } from './consumer-metrics';
import { EVENT_CATALOGUE, WORK_QUEUE_STREAMS } from './event-catalogue';
import type { EventConsumer } from './event-consumers';
import type { NatsConnection } from './nats';
import { consumeTraced } from './trace-context';

const HANDLER_ATTEMPTS = 5;
const RETRY_DELAY_MS = 200;

/** The last sequence of each stream these consumers read, taken before a rebuild. */
export type StreamMarks = ReadonlyMap<string, number>;

function streamOf(consumer: EventConsumer): string {
  const stream = EVENT_CATALOGUE[consumer.subject].stream;
  if (WORK_QUEUE_STREAMS.includes(stream))
    throw new Error(`${consumer.subject} is on a work queue: a replica consumer cannot read it`);
  return stream;
}

export async function markStreams(
  nc: NatsConnection,
  consumers: ReadonlyArray<EventConsumer>,
): Promise<StreamMarks> {
  const jsm = await jetstreamManager(nc);
  const marks = new Map<string, number>();
  for (const stream of new Set(consumers.map(streamOf))) {
    marks.set(stream, (await jsm.streams.info(stream)).state.last_seq);
  }
  return marks;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts one ordered consumer per subject, from just after its stream's mark. */
export async function startReplicaConsumers(
  nc: NatsConnection,
  opts: { logger: pino.Logger; consumers: ReadonlyArray<EventConsumer>; marks: StreamMarks },
): Promise<{ stop(): Promise<void> }> {
  const js = jetstream(nc);
  const running: Array<{ close(): Promise<unknown>; loop: Promise<void> }> = [];
  for (const consumer of opts.consumers) {
    const stream = streamOf(consumer);
    const spec = EVENT_CATALOGUE[consumer.subject];
    const ordered = await js.consumers.get(stream, {
      filter_subjects: [consumer.subject],
      deliver_policy: DeliverPolicy.StartSequence,
      opt_start_seq: (opts.marks.get(stream) ?? 0) + 1,
    });
    const messages = await ordered.consume();
    const name = `replica_${consumer.subject}`;
    const loop = (async () => {
      for await (const msg of messages) {
        const envelope = events.EventEnvelope.decode(msg.data);
        if (envelope.payload?.$case !== spec.payload) continue;
        // No redelivery on an ordered consumer: a failing handler (store briefly away) is retried here.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await consumeTraced(msg, name, () =>
              timeHandler(msg.subject, name, () =>
                consumer.handle(envelope.payload?.value as never, envelope),
              ),
            );
            break;
          } catch (err) {
            if (attempt >= HANDLER_ATTEMPTS) {
              opts.logger.error({ err, eventId: envelope.id }, 'replica read model missed an event');
              break;
            }
            await delay(RETRY_DELAY_MS * attempt);
          }
        }
      }
    })();
    loop.catch((err: unknown) => opts.logger.error({ err }, 'replica consumer loop ended'));
    // The server would keep an ordered consumer a stopped replica left for minutes (and count
    // what it holds as pending): delete it.
    running.push({ close: () => messages.close().then(() => ordered.delete()), loop });
  }
  return {
    async stop() {
      await Promise.all(running.map((r) => r.close().catch(() => undefined)));
      await Promise.all(running.map((r) => r.loop.catch(() => undefined)));
    },
  };
}
