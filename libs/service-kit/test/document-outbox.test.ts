import mongoose from 'mongoose';
import type { NatsConnection } from '@nats-io/nats-core';
import { jetstreamManager } from '@nats-io/jetstream';
import { pendingEvent, startDocumentOutboxRelay } from '../src/document-outbox';
import { newEnvelope } from '../src/event-envelope';
import { withDocumentLock } from '../src/keyed-mutex';
import { connectMongo } from '../src/mongo';
import { connectNats, ensureStreams } from '../src/nats';
import { requireEnv, testLogger, uniqueName } from './test-logger';

async function waitFor(cond: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('document outbox against real FerretDB and JetStream', () => {
  let conn: mongoose.Connection;
  let nc: NatsConnection;
  const subjectRoot = uniqueName('docoutbox');
  const stream = { name: subjectRoot.toUpperCase(), subjects: [`${subjectRoot}.>`] };
  const subject = `${subjectRoot}.changed`;
  const event = (aggregateId: string, version: number) =>
    newEnvelope(subject, aggregateId, version, { $case: 'userDeleted', value: { userId: version } });
  const streamMessages = async () =>
    (await (await jetstreamManager(nc)).streams.info(stream.name)).state.messages;

  /** A relay that only works when flushed (its timer is far away), over the given collection. */
  const manualRelay = (collection: string) =>
    startDocumentOutboxRelay({ conn, collections: [collection], nc, logger: testLogger, intervalMs: 60_000 });

  beforeAll(async () => {
    conn = await connectMongo(requireEnv('TEST_MONGO_URL'), uniqueName('kit_docoutbox'), testLogger);
    nc = await connectNats(requireEnv('TEST_NATS_URL'), 'document-outbox-test', testLogger);
    await ensureStreams(nc, [stream]);
  });
  afterAll(async () => {
    await (await jetstreamManager(nc)).streams.delete(stream.name).catch(() => undefined);
    await nc.close();
    await conn.dropDatabase();
    await conn.close();
  });

  it('publishes the events stored with a change exactly once, then clears them', async () => {
    const col = conn.collection('things');
    await col.insertOne({
      _id: 'a' as never,
      name: 'first',
      pendingEvents: [pendingEvent(subject, event('a', 1))],
    });
    const relay = manualRelay('things');
    try {
      expect(await relay.flush()).toBe(1);
      expect(await relay.flush()).toBe(0);
      expect(await streamMessages()).toBe(1);
      expect((await col.findOne({ _id: 'a' as never }))?.pendingEvents).toEqual([]);
      expect((await col.findOne({ _id: 'a' as never }))?.name).toBe('first');
    } finally {
      await relay.stop();
    }
  });

  it('re-publishing after a crash is dropped by Nats-Msg-Id', async () => {
    const col = conn.collection('things');
    const ev = event('b', 1);
    await col.insertOne({ _id: 'b' as never, pendingEvents: [pendingEvent(subject, ev)] });
    const relay = manualRelay('things');
    try {
      const before = await streamMessages();
      await relay.flush();
      // As if the relay died after publishing but before clearing: the same event is pending again.
      await col.updateOne({ _id: 'b' as never }, { $set: { pendingEvents: [pendingEvent(subject, ev)] } });
      expect(await relay.flush()).toBe(1);
      expect(await streamMessages()).toBe(before + 1);
    } finally {
      await relay.stop();
    }
  });

  it('removes a tombstone once its event is out', async () => {
    const col = conn.collection('things');
    await col.insertOne({
      _id: 'c' as never,
      deletedAt: new Date(),
      pendingEvents: [pendingEvent(subject, event('c', 2))],
    });
    const relay = manualRelay('things');
    try {
      expect(await relay.flush()).toBe(1);
      expect(await col.countDocuments({ _id: 'c' as never })).toBe(0);
    } finally {
      await relay.stop();
    }
  });

  it('loses no event when domain writes and relay passes interleave on one document', async () => {
    const col = conn.collection('counters');
    await col.insertOne({ _id: 'hot' as never, n: 0, pendingEvents: [] });
    const relay = startDocumentOutboxRelay({
      conn,
      collections: ['counters'],
      nc,
      logger: testLogger,
      intervalMs: 5,
    });
    const before = await streamMessages();
    try {
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          withDocumentLock('counters', 'hot', async () => {
            await col.updateOne(
              { _id: 'hot' as never },
              {
                $inc: { n: 1 },
                $push: { pendingEvents: pendingEvent(subject, event('hot', i + 1)) } as never,
              },
            );
            relay.written('counters', 'hot'); // as a repository does after its write
          }),
        ),
      );
      await relay.flush();
      await relay.flush();
    } finally {
      await relay.stop();
    }
    const doc = await col.findOne({ _id: 'hot' as never });
    expect(doc?.n).toBe(40);
    expect(doc?.pendingEvents).toEqual([]);
    expect(await streamMessages()).toBe(before + 40);
  });

  it('relays a signalled document by itself, and never polls for the others', async () => {
    const col = conn.collection('signals');
    await col.insertOne({ _id: 'quiet' as never, pendingEvents: [pendingEvent(subject, event('quiet', 1))] });
    await col.insertOne({ _id: 'told' as never, pendingEvents: [pendingEvent(subject, event('told', 1))] });
    const relay = startDocumentOutboxRelay({
      conn,
      collections: ['signals'],
      nc,
      logger: testLogger,
      intervalMs: 60_000,
    });
    const pendingOf = async (id: string) =>
      ((await col.findOne({ _id: id as never }))?.pendingEvents as unknown[]).length;
    try {
      relay.written('signals', 'told');
      relay.written('other-collection', 'told'); // not this relay's: ignored
      // Nothing happens before the interval: the signal only schedules the relay.
      expect(await pendingOf('told')).toBe(1);
      expect(await relay.flush()).toBe(2); // flush = the start scan (both) + what was signalled
      expect(await pendingOf('quiet')).toBe(0);
    } finally {
      await relay.stop();
    }

    await col.insertOne({ _id: 'later' as never, pendingEvents: [pendingEvent(subject, event('later', 1))] });
    await col.insertOne({ _id: 'never' as never, pendingEvents: [pendingEvent(subject, event('never', 1))] });
    const quick = startDocumentOutboxRelay({
      conn,
      collections: ['signals'],
      nc,
      logger: testLogger,
      intervalMs: 20,
    });
    try {
      await new Promise((r) => setTimeout(r, 200)); // the start scan relays both
      expect(await pendingOf('later')).toBe(0);
      await col.updateOne(
        { _id: 'later' as never },
        { $push: { pendingEvents: pendingEvent(subject, event('later', 2)) } as never },
      );
      await col.updateOne(
        { _id: 'never' as never },
        { $push: { pendingEvents: pendingEvent(subject, event('never', 2)) } as never },
      );
      quick.written('signals', 'later');
      await waitFor(async () => (await pendingOf('later')) === 0);
      await new Promise((r) => setTimeout(r, 200)); // ten intervals: no pass looked for 'never'
      expect(await pendingOf('never')).toBe(1);
    } finally {
      await quick.stop();
    }
  });
});
