import type mongoose from 'mongoose';
import type pino from 'pino';
import { startAdminServer } from './admin-http';
import { startGrpcServer, type GrpcServiceRegistration } from './grpc-server';
import { connectMongo, pingMongo } from './mongo';
import { connectNats, ensureStreams, natsUp, type NatsConnection } from './nats';

export interface ServiceDeps {
  conn: mongoose.Connection;
  nc: NatsConnection;
  logger: pino.Logger;
}

export interface ServiceRuntime {
  grpcPort: number;
  adminPort: number;
  stop(): Promise<void>;
}

/**
 * The boot sequence every domain service shares: own database, NATS with the domain streams,
 * gRPC (+ health) and the admin server with mongo/nats readiness. Stops in reverse order, and a
 * failed boot closes whatever it already opened so tests and restarts do not leak sockets.
 */
export async function startServiceRuntime(opts: {
  name: string;
  host: string;
  grpcPort: number;
  adminPort: number;
  mongoUrl: string;
  mongoDb: string;
  natsUrl: string;
  logger: pino.Logger;
  /** Builds models, use cases and handlers; `stop` ends consumers/relays before the stores close. */
  setup: (deps: ServiceDeps) => Promise<{ services: GrpcServiceRegistration[]; stop?: () => Promise<void> }>;
}): Promise<ServiceRuntime> {
  const { logger } = opts;
  const closers: Array<() => Promise<unknown>> = [];
  let closing: Promise<void> | undefined;
  const closeAll = () =>
    (closing ??= (async () => {
      for (const close of [...closers].reverse()) {
        await close().catch((err: unknown) => logger.warn({ err }, 'error while stopping'));
      }
    })());
  try {
    const conn = await connectMongo(opts.mongoUrl, opts.mongoDb, logger);
    closers.push(() => conn.close());
    const nc = await connectNats(opts.natsUrl, opts.name, logger);
    closers.push(() => nc.drain());
    await ensureStreams(nc);

    const app = await opts.setup({ conn, nc, logger });
    const admin = await startAdminServer({
      host: opts.host,
      port: opts.adminPort,
      logger,
      checks: { mongo: () => pingMongo(conn), nats: async () => natsUp(nc) },
    });
    closers.push(() => admin.close());
    if (app.stop) closers.push(app.stop);
    const grpcServer = await startGrpcServer({
      host: opts.host,
      port: opts.grpcPort,
      logger,
      services: app.services,
    });
    closers.push(() => grpcServer.stop());

    logger.info({ grpcPort: grpcServer.port, adminPort: admin.port }, `${opts.name} started`);
    return { grpcPort: grpcServer.port, adminPort: admin.port, stop: closeAll };
  } catch (err) {
    await closeAll();
    throw err;
  }
}
