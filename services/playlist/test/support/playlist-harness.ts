// Boots the playlist service in-process on free ports against the real test stores, with a gRPC
// client, a direct database view (to prove what was or was not stored) and a NATS connection.
import type * as grpc from '@grpc/grpc-js';
import { events, playlist } from '@sonic-nexus/proto';
import {
  connectMongo,
  connectNats,
  createClient,
  createLogger,
  type NatsConnection,
} from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { start, stop } from '../../src/server';

export type Client = playlist.PlaylistServiceClient;

export interface Harness {
  client: Client;
  conn: mongoose.Connection;
  nc: NatsConnection;
  dbName: string;
  ports: { grpcPort: number; adminPort: number };
  close(): Promise<void>;
}

const logger = createLogger('playlist-test', 'silent');

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through the root jest config (globalSetup)`);
  return value;
}

export async function startHarness(label: string): Promise<Harness> {
  const mongoUrl = requireEnv('TEST_MONGO_URL');
  const natsUrl = requireEnv('TEST_NATS_URL');
  const dbName = `test_playlist_${label}_${Date.now().toString(36)}_${process.pid}`;
  const ports = await start({
    MONGO_URL: mongoUrl,
    NATS_URL: natsUrl,
    MONGO_DB: dbName,
    PLAYLIST_GRPC_PORT: '0',
    ADMIN_PORT: '0',
    LOG_LEVEL: 'silent',
    OUTBOX_INTERVAL_MS: '3600000', // events leave only when a test calls flushOutbox()
  });
  const client = createClient(playlist.PlaylistServiceClient, `127.0.0.1:${ports.grpcPort}`);
  const conn = await connectMongo(mongoUrl, dbName, logger);
  const nc = await connectNats(natsUrl, `playlist-test-${label}`, logger);
  return {
    client,
    conn,
    nc,
    dbName,
    ports,
    async close() {
      client.close();
      await stop();
      await nc.drain();
      await conn.dropDatabase();
      await conn.close();
    },
  };
}

/** Resolves to the gRPC failure (code + details) of a call that should fail. */
export function failure(p: Promise<unknown>): Promise<{ code: number; details: string }> {
  return p.then(
    () => ({ code: -1, details: 'unexpected success' }),
    (err: grpc.ServiceError) => ({ code: err.code, details: err.details }),
  );
}

/** A user id no other test file uses: the USER stream is shared by the whole jest run. */
export function uniqueUserId(): number {
  return 1_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface PublishedEvent {
  subject: string;
  msgId: string | undefined;
  envelope: events.EventEnvelope;
}

export async function lastSeq(nc: NatsConnection, stream: string): Promise<number> {
  return (await (await nc.jetstreamManager()).streams.info(stream)).state.last_seq;
}

/** Every message of the stream after `afterSeq`, decoded (other test files publish too: filter). */
export async function readStream(
  nc: NatsConnection,
  stream: string,
  afterSeq: number,
): Promise<PublishedEvent[]> {
  const jsm = await nc.jetstreamManager();
  const last = await lastSeq(nc, stream);
  const found: PublishedEvent[] = [];
  for (let seq = afterSeq + 1; seq <= last; seq += 1) {
    const msg = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
    if (!msg) continue;
    found.push({
      subject: msg.subject,
      msgId: msg.header?.get('Nats-Msg-Id'),
      envelope: events.EventEnvelope.decode(msg.data),
    });
  }
  return found;
}
