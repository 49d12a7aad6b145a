// Boots the vote service in-process against the test stores and talks to it as its callers do:
// over real gRPC, and through JetStream for the events it consumes and publishes.
import { randomUUID } from 'node:crypto';
import { events, vote } from '@sonic-nexus/proto';
import {
  connectMongo,
  connectNats,
  createClient,
  createLogger,
  newEnvelope,
  publishEvent,
  unary,
  type NatsConnection,
} from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { durableName } from '../../src/events/vote-consumers';
import { flushOutbox, start, stop } from '../../src/server';

const logger = createLogger('vote-test', 'silent');
export const {
  VOTE_TYPE_FIRE: FIRE,
  VOTE_TYPE_THUMBS_UP: THUMBS_UP,
  VOTE_TYPE_TRASH: TRASH,
  VOTE_TYPE_UNSPECIFIED: NONE,
} = vote.VoteType;

function requireEnv(name: 'TEST_MONGO_URL' | 'TEST_NATS_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through the root jest config (globalSetup)`);
  return value;
}

export async function waitFor(cond: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** User ids far above what other test files' user services hand out (their user.deleted events share NATS). */
let nextUser = 1_000_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
export const newUserId = (): number => (nextUser += 1);
export const newPlaylistId = (): string => randomUUID();

export interface VoteHarness {
  client: vote.VoteServiceClient;
  conn: mongoose.Connection;
  nc: NatsConnection;
  /** every vote.changed seen on NATS since start, decoded */
  changes: events.EventEnvelope[];
  changesOf(playlistId: string): events.VoteChanged[];
  cast(
    playlistId: string,
    userId: number,
    voteType: vote.VoteType,
    verified?: boolean,
  ): Promise<vote.CastVoteResponse>;
  flush(): Promise<number>;
  /** the votes stored for a playlist, counted straight from the collection */
  storedCounts(playlistId: string): Promise<{ fireVotes: number; thumbsUpVotes: number; trashVotes: number }>;
  publish(
    subject: 'playlist.deleted' | 'user.deleted',
    payload: events.EventEnvelope['payload'],
    aggregateId: string,
  ): Promise<events.EventEnvelope>;
  /** resolves once the service's consumer of that stream has handled everything published so far */
  drained(stream: 'PLAYLIST' | 'USER'): Promise<void>;
  close(): Promise<void>;
}

export async function startVoteHarness(label: string): Promise<VoteHarness> {
  const mongoUrl = requireEnv('TEST_MONGO_URL');
  const dbName = `test_vote_${label}_${Date.now().toString(36)}_${process.pid}`;
  const ports = await start({
    MONGO_URL: mongoUrl,
    NATS_URL: requireEnv('TEST_NATS_URL'),
    MONGO_DB: dbName,
    VOTE_GRPC_PORT: '0',
    ADMIN_PORT: '0',
    LOG_LEVEL: 'silent',
  });
  const client = createClient(vote.VoteServiceClient, `127.0.0.1:${ports.grpcPort}`);
  const conn = await connectMongo(mongoUrl, dbName, logger);
  const nc = await connectNats(requireEnv('TEST_NATS_URL'), 'vote-test', logger);
  const changes: events.EventEnvelope[] = [];
  nc.subscribe('vote.changed', {
    callback: (_err, msg) => changes.push(events.EventEnvelope.decode(msg.data)),
  });
  await nc.flush();

  return {
    client,
    conn,
    nc,
    changes,
    changesOf: (playlistId) =>
      changes.flatMap((e) =>
        e.payload?.$case === 'voteChanged' && e.payload.value.playlistId === playlistId
          ? [e.payload.value]
          : [],
      ),
    cast: (playlistId, userId, voteType, verified = true) =>
      unary(
        client,
        client.castVote,
        { playlistId, userId, voteType, voterEmailVerified: verified },
        { deadlineMs: 20_000 },
      ),
    flush: flushOutbox,
    async storedCounts(playlistId) {
      const votes = conn.collection('votes');
      const [fireVotes, thumbsUpVotes, trashVotes] = await Promise.all(
        ['fire', 'thumbs_up', 'trash'].map((voteType) => votes.countDocuments({ playlistId, voteType })),
      );
      return { fireVotes, thumbsUpVotes, trashVotes };
    },
    async publish(subject, payload, aggregateId) {
      const envelope = newEnvelope(subject, aggregateId, 1, payload);
      await publishEvent(nc, subject, envelope);
      return envelope;
    },
    async drained(stream) {
      const jsm = await nc.jetstreamManager();
      const durable = durableName(dbName, stream === 'PLAYLIST' ? 'playlist_deleted' : 'user_deleted');
      await waitFor(async () => {
        const info = await jsm.consumers.info(stream, durable);
        return info.num_pending === 0 && info.num_ack_pending === 0;
      });
    },
    async close() {
      await stop();
      client.close();
      await nc.drain();
      await conn.dropDatabase().catch(() => undefined);
      await conn.close();
    },
  };
}
