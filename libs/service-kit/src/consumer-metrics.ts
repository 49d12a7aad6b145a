// What the event consumers of a process show on /metrics: each durable's lag as JetStream counts
// it (asked of the server at scrape time, one consumer-info request per durable), and how each
// handler fares.
import { Gauge, Histogram } from 'prom-client';
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';

interface Durable {
  nc: NatsConnection;
  stream: string;
  durable: string;
}

const durables = new Map<string, Durable>();

async function lagOf({ nc, stream, durable }: Durable) {
  const info = await (await jetstreamManager(nc)).consumers.info(stream, durable);
  return { pending: info.num_pending, ackPending: info.num_ack_pending };
}

// One scrape asks each durable once, for both gauges.
let inflight:
  | Promise<Array<{ labels: { stream: string; durable: string }; pending: number; ackPending: number }>>
  | undefined;
function lags() {
  inflight ??= Promise.all(
    [...durables.values()].map(async (d) => {
      const lag = await lagOf(d).catch(() => undefined);
      return lag ? [{ labels: { stream: d.stream, durable: d.durable }, ...lag }] : [];
    }),
  )
    .then((all) => all.flat())
    .finally(() => {
      inflight = undefined;
    });
  return inflight;
}

new Gauge({
  name: 'jetstream_consumer_num_pending',
  help: 'Messages of the stream not yet delivered to this durable consumer',
  labelNames: ['stream', 'durable'],
  async collect() {
    this.reset();
    for (const lag of await lags()) this.set(lag.labels, lag.pending);
  },
});

new Gauge({
  name: 'jetstream_consumer_num_ack_pending',
  help: 'Messages delivered to this durable consumer and not acked yet',
  labelNames: ['stream', 'durable'],
  async collect() {
    this.reset();
    for (const lag of await lags()) this.set(lag.labels, lag.ackPending);
  },
});

const eventHandling = new Histogram({
  name: 'event_handler_duration_seconds',
  help: 'Time a consumer took to handle one event, by outcome (ok, error)',
  labelNames: ['subject', 'consumer', 'outcome'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** Reports this durable's lag on /metrics until the returned function is called. */
export function trackConsumerLag(nc: NatsConnection, stream: string, durable: string): () => void {
  const key = `${stream}/${durable}`;
  durables.set(key, { nc, stream, durable });
  return () => durables.delete(key);
}

/** Runs a handler and records its duration and outcome. */
export async function timeHandler<T>(
  subject: string,
  consumer: string,
  handle: () => Promise<T>,
): Promise<T> {
  const end = eventHandling.startTimer({ subject, consumer });
  try {
    const result = await handle();
    end({ outcome: 'ok' });
    return result;
  } catch (err) {
    end({ outcome: 'error' });
    throw err;
  }
}
