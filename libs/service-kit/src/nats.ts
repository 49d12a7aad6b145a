import { events } from '@sonic-nexus/proto';
import { jetstream, jetstreamManager, RetentionPolicy } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import type pino from 'pino';
import { subjectsOf, WORK_QUEUE_STREAMS } from './event-catalogue';
import { publishTraced, type TraceCarrier } from './trace-context';

export type { NatsConnection };

export interface StreamSpec {
  name: string;
  subjects: string[];
  /** A work queue deletes each message once its consumer acked it. */
  workQueue?: boolean;
  maxAgeMs?: number;
}

/** The domain streams of DESIGN §4, one per publishing context, subjects from the event catalogue.
 *  Requests for mail carry a raw single-use token (the link must): like an outgoing mail queue,
 *  they are kept only until the notification service acked them, and never past a day. */
const DOMAIN_STREAMS: StreamSpec[] = [
  { name: 'USER', subjects: subjectsOf('USER') },
  {
    name: 'MAIL_REQUESTS',
    subjects: subjectsOf('MAIL_REQUESTS'),
    workQueue: WORK_QUEUE_STREAMS.includes('MAIL_REQUESTS'),
    maxAgeMs: 24 * 3600_000,
  },
  { name: 'PLAYLIST', subjects: subjectsOf('PLAYLIST') },
  { name: 'VOTE', subjects: subjectsOf('VOTE') },
  { name: 'NOTIFICATION', subjects: subjectsOf('NOTIFICATION') },
];

// Readiness must turn false while the client is reconnecting, which isClosed() does not show.
const disconnected = new WeakSet<NatsConnection>();

export async function connectNats(url: string, name: string, logger: pino.Logger): Promise<NatsConnection> {
  const nc = await connect({ servers: url, name, maxReconnectAttempts: -1, reconnectTimeWait: 1000 });
  logger.info({ server: nc.getServer() }, 'NATS connected');
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === 'disconnect') {
        disconnected.add(nc);
        logger.warn('NATS disconnected');
      } else if (s.type === 'reconnect') {
        disconnected.delete(nc);
        logger.info('NATS reconnected');
      }
    }
  })();
  return nc;
}

export function natsUp(nc: NatsConnection): boolean {
  return !nc.isClosed() && !nc.isDraining() && !disconnected.has(nc);
}

/** Idempotent: creates missing streams and brings existing ones to the wanted subjects and
 *  replicas, in order (a subject moving between streams must leave the first before the next
 *  takes it). `replicas`: the servers of a NATS cluster that keep each (NATS_STREAM_REPLICAS). */
export async function ensureStreams(
  nc: NatsConnection,
  streams: StreamSpec[] = DOMAIN_STREAMS,
  { replicas = 1 }: { replicas?: number } = {},
): Promise<void> {
  const jsm = await jetstreamManager(nc);
  for (const { name, subjects, workQueue, maxAgeMs } of streams) {
    const existing = await jsm.streams.info(name).catch(() => null);
    if (!existing) {
      await jsm.streams.add({
        name,
        subjects,
        num_replicas: replicas,
        ...(workQueue ? { retention: RetentionPolicy.Workqueue } : {}),
        ...(maxAgeMs ? { max_age: nanos(maxAgeMs) } : {}),
      });
    } else if (
      existing.config.subjects.join() !== subjects.join() ||
      existing.config.num_replicas !== replicas
    ) {
      await jsm.streams.update(name, { ...existing.config, subjects, num_replicas: replicas });
    }
  }
}

/**
 * An envelope already encoded (an outbox stores the bytes), published byte for byte; `traced` is
 * the stored context of the request that wrote it (when absent: the active one), carried in the
 * message headers.
 */
export async function publishEncoded(
  nc: NatsConnection,
  subject: string,
  eventId: string,
  data: Uint8Array,
  traced?: TraceCarrier,
): Promise<void> {
  await publishTraced(subject, traced, (headers) =>
    jetstream(nc).publish(subject, data, { msgID: eventId, ...(headers ? { headers } : {}) }),
  );
}

/** Protobuf-encoded envelope; Nats-Msg-Id = envelope.id lets JetStream drop re-publishes. */
export async function publishEvent(
  nc: NatsConnection,
  subject: string,
  envelope: events.EventEnvelope,
): Promise<void> {
  await publishEncoded(nc, subject, envelope.id, events.EventEnvelope.encode(envelope).finish());
}
