import mongoose from 'mongoose';
import type { NatsConnection } from 'nats';
import { connectMongo } from '../src/mongo';
import { connectNats, ensureStreams } from '../src/nats';
import { createOutbox, newEnvelope } from '../src/outbox';
import { requireEnv, testLogger, uniqueName } from './test-logger';

describe('outbox against real FerretDB and JetStream', () => {
  let conn: mongoose.Connection;
  let nc: NatsConnection;
  const subjectRoot = uniqueName('outbox');
  const stream = { name: subjectRoot.toUpperCase(), subjects: [`${subjectRoot}.>`] };

  beforeAll(async () => {
    conn = await connectMongo(requireEnv('TEST_MONGO_URL'), uniqueName('kit_outbox'), testLogger);
    nc = await connectNats(requireEnv('TEST_NATS_URL'), 'outbox-test', testLogger);
    await ensureStreams(nc, [stream]);
  });
  afterAll(async () => {
    await (await nc.jetstreamManager()).streams.delete(stream.name).catch(() => undefined);
    await nc.close();
    await conn.dropDatabase();
    await conn.close();
  });

  it('builds envelopes with a uuid id, ISO time, aggregate and version', () => {
    const env = newEnvelope('playlist.deleted', 'p-1', 7, {
      $case: 'playlistDeleted',
      value: { playlistId: 'p-1', submittedBy: 3 },
    });
    expect(env.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(env.occurredAt).toISOString()).toBe(env.occurredAt);
    expect(env).toMatchObject({ type: 'playlist.deleted', aggregateId: 'p-1', version: 7 });
  });

  it('relays each recorded event exactly once, even when published twice', async () => {
    const outbox = createOutbox(conn, nc, testLogger);
    const subject = `${subjectRoot}.created`;
    const first = newEnvelope(subject, 'a', 1, { $case: 'userDeleted', value: { userId: 1 } });
    const second = newEnvelope(subject, 'b', 1, { $case: 'userDeleted', value: { userId: 2 } });
    await outbox.record(subject, first);
    await outbox.record(subject, second);
    await expect(outbox.record(subject, first)).rejects.toMatchObject({ code: 11000 });

    expect(await outbox.flush()).toBe(2);
    expect(await outbox.flush()).toBe(0);

    // Simulate a relay that crashed after publishing but before deleting its record.
    await outbox.record(subject, first);
    expect(await outbox.flush()).toBe(1);

    const jsm = await nc.jetstreamManager();
    expect((await jsm.streams.info(stream.name)).state.messages).toBe(2);
    expect(await conn.collection('outbox').countDocuments()).toBe(0);
  });

  it('start() relays in the background until stop()', async () => {
    const outbox = createOutbox(conn, nc, testLogger);
    const subject = `${subjectRoot}.background`;
    outbox.start(50);
    await outbox.record(
      subject,
      newEnvelope(subject, 'c', 1, { $case: 'userDeleted', value: { userId: 3 } }),
    );
    const jsm = await nc.jetstreamManager();
    const until = Date.now() + 5000;
    while ((await conn.collection('outbox').countDocuments()) > 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await outbox.stop();
    expect(await conn.collection('outbox').countDocuments()).toBe(0);
    expect((await jsm.streams.info(stream.name)).state.messages).toBe(3);
  });
});
