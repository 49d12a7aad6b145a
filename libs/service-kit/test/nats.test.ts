import { events } from '@sonic-nexus/proto';
import type { NatsConnection } from '@nats-io/nats-core';
import { jetstreamManager } from '@nats-io/jetstream';
import { subjectsOf } from '../src/event-catalogue';
import { connectNats, ensureStreams, natsUp, publishEvent } from '../src/nats';
import { consumeDurable } from '../src/nats-consumer';
import { newEnvelope } from '../src/event-envelope';
import { requireEnv, testLogger, uniqueName, waitFor } from './test-logger';

describe('NATS JetStream helpers against the real server', () => {
  let nc: NatsConnection;
  // A private stream per run keeps this test independent of others sharing the server.
  const subjectRoot = uniqueName('kit');
  const stream = { name: subjectRoot.toUpperCase(), subjects: [`${subjectRoot}.>`] };

  beforeAll(async () => {
    nc = await connectNats(requireEnv('TEST_NATS_URL'), 'service-kit-test', testLogger);
  });
  afterAll(async () => {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(stream.name).catch(() => undefined);
    await nc.close();
  });

  it('ensureStreams creates the domain streams and is idempotent', async () => {
    await ensureStreams(nc);
    await ensureStreams(nc);
    await ensureStreams(nc, [stream]);
    await ensureStreams(nc, [stream]);
    const jsm = await jetstreamManager(nc);
    expect((await jsm.streams.info('PLAYLIST')).config.subjects).toEqual(subjectsOf('PLAYLIST'));
    expect(subjectsOf('PLAYLIST')).toEqual(['playlist.created', 'playlist.updated', 'playlist.deleted']);
    expect((await jsm.streams.info(stream.name)).config.subjects).toEqual(stream.subjects);
    expect(natsUp(nc)).toBe(true);
  });

  it('publishes protobuf envelopes, de-duplicates by id, and redelivers after a failed handler', async () => {
    await ensureStreams(nc, [stream]);
    const subject = `${subjectRoot}.changed`;
    const env = newEnvelope(subject, 'agg-1', 3, { $case: 'userDeleted', value: { userId: 42 } });
    await publishEvent(nc, subject, env);
    await publishEvent(nc, subject, env); // same Nats-Msg-Id: dropped by JetStream
    const jsm = await jetstreamManager(nc);
    expect((await jsm.streams.info(stream.name)).state.messages).toBe(1);

    const seen: events.EventEnvelope[] = [];
    let failOnce = true;
    const consumer = await consumeDurable(nc, {
      stream: stream.name,
      durable: 'kit_test',
      filterSubjects: [subject],
      logger: testLogger,
      nakDelayMs: 50,
      handle: async (e) => {
        seen.push(e);
        if (failOnce) {
          failOnce = false;
          throw new Error('transient failure');
        }
      },
    });
    await waitFor(() => seen.length >= 2);
    expect(seen[0]).toEqual(env);
    expect(seen[1]).toEqual(env);

    await waitFor(() => false, 300).catch(() => undefined); // no third delivery once acked
    expect(seen).toHaveLength(2);
    const info = await jsm.consumers.info(stream.name, 'kit_test');
    expect(info.num_ack_pending).toBe(0);
    expect(info.delivered.stream_seq).toBe(1);
    await consumer.stop();

    // The durable remembers its position: a restart delivers only new events.
    const later = newEnvelope(subject, 'agg-1', 4, { $case: 'userDeleted', value: { userId: 42 } });
    await publishEvent(nc, subject, later);
    const afterRestart: string[] = [];
    const again = await consumeDurable(nc, {
      stream: stream.name,
      durable: 'kit_test',
      filterSubjects: [subject],
      logger: testLogger,
      handle: async (e) => {
        afterRestart.push(e.id);
      },
    });
    await waitFor(() => afterRestart.length >= 1);
    expect(afterRestart).toEqual([later.id]);
    await again.stop();
  });

  it('handles up to `concurrency` messages at once, and acks every one', async () => {
    await ensureStreams(nc, [stream]);
    const subject = `${subjectRoot}.parallel`;
    for (let i = 1; i <= 8; i += 1) {
      await publishEvent(
        nc,
        subject,
        newEnvelope(subject, `p-${i}`, i, { $case: 'userDeleted', value: { userId: i } }),
      );
    }
    let inFlight = 0;
    let most = 0;
    let handled = 0;
    const consumer = await consumeDurable(nc, {
      stream: stream.name,
      durable: 'kit_parallel',
      filterSubjects: [subject],
      logger: testLogger,
      concurrency: 4,
      handle: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 50));
        inFlight -= 1;
        handled += 1;
      },
    });
    try {
      await waitFor(() => handled === 8);
      expect(most).toBe(4);
      const jsm = await jetstreamManager(nc);
      let pending = -1;
      for (let tries = 0; tries < 40 && pending !== 0; tries += 1) {
        pending = (await jsm.consumers.info(stream.name, 'kit_parallel')).num_ack_pending;
        if (pending !== 0) await new Promise((r) => setTimeout(r, 25));
      }
      expect(pending).toBe(0);
    } finally {
      await consumer.stop();
    }
  });
});
