// The life of a domain service, written once: config checked at boot, its own database, NATS with
// the domain streams, the document-outbox relay, one durable consumer per consumed subject, gRPC
// (+ health) and the admin server with mongo/nats readiness. A service's server.ts only says what
// is particular to it (its config schema, stores, handlers, consumers, test hooks). Everything
// stops in reverse order, and a failed boot closes whatever it already opened.
import type mongoose from 'mongoose';
import type pino from 'pino';
import type { z } from 'zod';
import { startAdminServer } from './admin-http';
import { loadConfig } from './config';
import { startDocumentOutboxRelay, type DocumentOutboxRelay, type OutboxSignal } from './document-outbox';
import type { ServiceName } from './event-catalogue';
import { startEventConsumers, type EventConsumer } from './event-consumers';
import { startGrpcServer, type GrpcServiceRegistration } from './grpc-server';
import { createLogger } from './logger';
import { connectMongo, pingMongo } from './mongo';
import { connectNats, ensureStreams, natsUp, type NatsConnection } from './nats';
import { markStreams, startReplicaConsumers } from './replica-consumers';

/** What defineService reads from every service's config (see serviceEnv in config.ts). */
export interface BaseServiceConfig {
  LOG_LEVEL: string;
  HOST: string;
  ADMIN_PORT: number;
  MONGO_URL: string;
  MONGO_DB: string;
  NATS_URL: string;
  NATS_STREAM_REPLICAS: number;
  OUTBOX_INTERVAL_MS: number;
}

export interface ServiceContext<C> {
  config: C;
  conn: mongoose.Connection;
  nc: NatsConnection;
  logger: pino.Logger;
  /** Repositories signal here every document they wrote pending events to. */
  outbox: OutboxSignal;
}

/** What a service builds from its context: handlers, consumers and what they need. */
export interface ServiceParts<H> {
  grpc: GrpcServiceRegistration[];
  /** One per consumed subject (consumers/); each gets a durable consumer of its own. */
  consumers?: ReadonlyArray<EventConsumer>;
  /**
   * Keep this replica's read models fresh: every replica gets every event of these subjects
   * (read-model/), from where the streams stood when `rebuild` began.
   */
  replicaConsumers?: ReadonlyArray<EventConsumer>;
  /** Fills the read models from the store; the service serves once it is done. */
  rebuild?: () => Promise<unknown>;
  /** Collections whose documents carry pending events (repository/), relayed to JetStream. */
  outboxCollections?: string[];
  /** Stops what `rebuild` started (after gRPC and the consumers stopped, before NATS and the store). */
  stop?: () => Promise<void>;
  /** Work that runs once the service is up, in the background (readiness does not wait). */
  afterStart?: () => Promise<unknown>;
  /** Test hooks, reached through `service.hooks()` while the service runs. */
  hooks?: H;
}

export interface ServiceSpec<C extends BaseServiceConfig, O, H> {
  name: ServiceName;
  configSchema: z.ZodType<C, unknown>;
  grpcPort: (config: C) => number;
  build: (ctx: ServiceContext<C>, options: O) => Promise<ServiceParts<H>>;
}

export interface DefinedService<O, H> {
  /** The bounded context, e.g. 'playlist'. */
  readonly context: ServiceName;
  /** The process name, e.g. 'playlist-service'. */
  readonly name: string;
  /** Boots the service; env defaults to process.env (tests pass their own, ports 0 = free). */
  start(env?: NodeJS.ProcessEnv, options?: O): Promise<{ grpcPort: number; adminPort: number }>;
  stop(): Promise<void>;
  /** Publishes every pending event now (tests; the relay also runs on its own timer). */
  flushOutbox(): Promise<number>;
  hooks(): H;
}

interface Running<H> {
  stop(): Promise<void>;
  relay?: DocumentOutboxRelay;
  hooks?: H;
}

export function defineService<C extends BaseServiceConfig, O = Record<string, never>, H = undefined>(
  spec: ServiceSpec<C, O, H>,
): DefinedService<O, H> {
  const name = `${spec.name}-service`;
  let running: Running<H> | undefined;

  const current = (): Running<H> => {
    if (!running) throw new Error(`${name} is not running`);
    return running;
  };

  async function start(env: NodeJS.ProcessEnv = process.env, options = {} as O) {
    if (running) throw new Error(`${name} already started`);
    const config = loadConfig(spec.configSchema, env);
    const logger = createLogger(name, config.LOG_LEVEL);
    const closers: Array<() => Promise<unknown>> = [];
    let closing: Promise<void> | undefined;
    const closeAll = () =>
      (closing ??= (async () => {
        for (const close of [...closers].reverse()) {
          await close().catch((err: unknown) => logger.warn({ err }, 'error while stopping'));
        }
      })());
    try {
      const conn = await connectMongo(config.MONGO_URL, config.MONGO_DB, logger);
      closers.push(() => conn.close());
      const nc = await connectNats(config.NATS_URL, name, logger);
      closers.push(() => nc.drain());
      await ensureStreams(nc, undefined, { replicas: config.NATS_STREAM_REPLICAS });

      const started: { relay?: DocumentOutboxRelay } = {};
      // A write before the relay exists (a repair during rebuild) is found by the relay's start scan.
      const outbox: OutboxSignal = {
        written: (collection, id) => started.relay?.written(collection, id),
      };
      const parts = await spec.build({ config, conn, nc, logger, outbox }, options);
      if (parts.stop) closers.push(parts.stop);
      const replicaConsumers = parts.replicaConsumers ?? [];
      const marks = await markStreams(nc, replicaConsumers);
      if (parts.rebuild) {
        const began = Date.now();
        await parts.rebuild();
        logger.info({ ms: Date.now() - began }, 'read models rebuilt from the store');
      }
      const replicas = await startReplicaConsumers(nc, { logger, consumers: replicaConsumers, marks });
      closers.push(() => replicas.stop());
      const relay = parts.outboxCollections?.length
        ? startDocumentOutboxRelay({
            conn,
            collections: parts.outboxCollections,
            nc,
            logger,
            intervalMs: config.OUTBOX_INTERVAL_MS,
          })
        : undefined;
      started.relay = relay;
      if (relay) closers.push(() => relay.stop());
      const consumers = await startEventConsumers(nc, {
        service: spec.name,
        database: config.MONGO_DB,
        logger,
        consumers: parts.consumers ?? [],
      });
      closers.push(() => consumers.stop());
      const admin = await startAdminServer({
        host: config.HOST,
        port: config.ADMIN_PORT,
        logger,
        checks: { mongo: () => pingMongo(conn), nats: async () => natsUp(nc) },
      });
      closers.push(() => admin.close());
      const grpcServer = await startGrpcServer({
        host: config.HOST,
        port: spec.grpcPort(config),
        logger,
        services: parts.grpc,
      });
      closers.push(() => grpcServer.stop());

      running = { stop: closeAll, relay, hooks: parts.hooks };
      void parts
        .afterStart?.()
        .catch((err: unknown) => logger.error({ err }, 'background start work failed'));
      logger.info({ grpcPort: grpcServer.port, adminPort: admin.port }, `${name} started`);
      return { grpcPort: grpcServer.port, adminPort: admin.port };
    } catch (err) {
      await closeAll();
      throw err;
    }
  }

  return {
    context: spec.name,
    name,
    start,
    async stop() {
      const stopping = running;
      running = undefined;
      await stopping?.stop();
    },
    flushOutbox() {
      const { relay } = current();
      if (!relay) throw new Error(`${name} has no outbox`);
      return relay.flush();
    },
    hooks() {
      return current().hooks as H;
    },
  };
}
