// Boots one service in this process on free ports against the real test stores, and talks to it
// as its callers do: a gRPC client, plus a database view (to prove what was or was not stored)
// and a NATS connection (to publish what it consumes and read what it publishes).
import type * as grpc from '@grpc/grpc-js';
import {
  connectMongo,
  connectNats,
  createClient,
  createLogger,
  type DefinedService,
  type NatsConnection,
} from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { testEnv, THIRD_PARTIES_OFF, uniqueDbName } from './env';

const logger = createLogger('test-harness', 'silent');

export interface ServiceHarness<C extends grpc.Client, H> {
  client: C;
  conn: mongoose.Connection;
  nc: NatsConnection;
  dbName: string;
  ports: { grpcPort: number; adminPort: number };
  /** Publishes the service's pending events now. */
  flush(): Promise<number>;
  hooks(): H;
  /** Stops the service and drops its database. */
  close(): Promise<void>;
}

export async function startServiceHarness<C extends grpc.Client, O, H>(
  service: DefinedService<O, H>,
  opts: {
    label: string;
    client: new (address: string, creds: grpc.ChannelCredentials, options?: object) => C;
    /** Extra settings; by default events leave only when a test calls flush(). */
    env?: NodeJS.ProcessEnv;
    options?: O;
  },
): Promise<ServiceHarness<C, H>> {
  const mongoUrl = testEnv('TEST_MONGO_URL');
  const natsUrl = testEnv('TEST_NATS_URL');
  // A test may name the database itself, e.g. to share it with a second replica.
  const dbName = opts.env?.MONGO_DB ?? uniqueDbName(`test_${service.context}`, opts.label);
  const ports = await service.start(
    {
      MONGO_URL: mongoUrl,
      NATS_URL: natsUrl,
      [`${service.context.toUpperCase()}_GRPC_PORT`]: '0',
      ADMIN_PORT: '0',
      LOG_LEVEL: 'silent',
      OUTBOX_INTERVAL_MS: '3600000',
      ...THIRD_PARTIES_OFF,
      ...opts.env,
      MONGO_DB: dbName,
    },
    opts.options,
  );
  const client = createClient(opts.client, `127.0.0.1:${ports.grpcPort}`);
  const conn = await connectMongo(mongoUrl, dbName, logger);
  const nc = await connectNats(natsUrl, `${service.context}-test-${opts.label}`, logger);
  return {
    client,
    conn,
    nc,
    dbName,
    ports,
    flush: () => service.flushOutbox(),
    hooks: () => service.hooks(),
    async close() {
      client.close();
      await service.stop();
      await nc.drain();
      await conn.dropDatabase();
      await conn.close();
    },
  };
}
