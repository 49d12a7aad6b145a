import type { events } from '@sonic-nexus/proto';
import type { NatsConnection } from '@nats-io/nats-core';
import { jetstreamManager } from '@nats-io/jetstream';
import { onEvent } from '../src/event-consumers';
import { newEnvelope } from '../src/event-envelope';
import { connectNats, ensureStreams, publishEvent } from '../src/nats';
import { markStreams, startReplicaConsumers } from '../src/replica-consumers';
import { requireEnv, testLogger, waitFor } from './test-logger';

// The jest environment gives this file its own NATS server, so the domain streams are private.
describe('replica consumers against the real JetStream', () => {
  let nc: NatsConnection;
  const renamed = (userId: number, username: string) =>
    newEnvelope('user.renamed', String(userId), 1, {
      $case: 'userRenamed',
      value: { userId, oldUsername: 'old', newUsername: username },
    });

  beforeAll(async () => {
    nc = await connectNats(requireEnv('TEST_NATS_URL'), 'replica-consumers-test', testLogger);
    await ensureStreams(nc);
  });
  afterAll(async () => {
    await nc.close();
  });

  it('gives every replica every event, from the mark taken before its rebuild', async () => {
    await publishEvent(nc, 'user.renamed', renamed(1, 'before-the-mark'));
    const seenBy: Array<string[]> = [[], []];
    const consumerOf = (seen: string[]) =>
      onEvent('user.renamed', async (payload) => {
        seen.push(payload.newUsername);
      });
    const marks = await markStreams(nc, [consumerOf([])]);
    // Published while the replicas "rebuild": after the mark, before they subscribe.
    await publishEvent(nc, 'user.renamed', renamed(2, 'during-rebuild'));
    const replicas = await Promise.all(
      seenBy.map((seen) =>
        startReplicaConsumers(nc, { logger: testLogger, consumers: [consumerOf(seen)], marks }),
      ),
    );
    const jsm = await jetstreamManager(nc);
    try {
      await publishEvent(nc, 'user.renamed', renamed(3, 'after-start'));
      await waitFor(() => seenBy.every((seen) => seen.length === 2));
      for (const seen of seenBy) expect(seen).toEqual(['during-rebuild', 'after-start']);
      expect(await jsm.consumers.list('USER').next()).toHaveLength(2);
    } finally {
      await Promise.all(replicas.map((r) => r.stop()));
    }
    // A stopped replica leaves no consumer behind (the server would keep it for minutes).
    expect(await jsm.consumers.list('USER').next()).toHaveLength(0);
  });

  it('retries a failing handler instead of losing the event', async () => {
    const consumer = onEvent('user.renamed', async (_payload, envelope: events.EventEnvelope) => {
      attempts.push(envelope.aggregateId);
      if (attempts.length === 1) throw new Error('store briefly away');
    });
    const attempts: string[] = [];
    const marks = await markStreams(nc, [consumer]);
    const replica = await startReplicaConsumers(nc, { logger: testLogger, consumers: [consumer], marks });
    try {
      await publishEvent(nc, 'user.renamed', renamed(7, 'retried'));
      await waitFor(() => attempts.length === 2);
      expect(attempts).toEqual(['7', '7']);
    } finally {
      await replica.stop();
    }
  });

  it('refuses a work-queue subject, which only one consumer may read', async () => {
    const mail = onEvent('user.verification_requested', async () => undefined);
    await expect(markStreams(nc, [mail])).rejects.toThrow(/work queue/);
  });
});
