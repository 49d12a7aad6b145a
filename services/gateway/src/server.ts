// Boot and shutdown of the gateway process: config, connections, HTTP + admin servers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkHealth,
  connectMongo,
  connectNats,
  createLogger,
  loadConfig,
  natsUp,
  pingMongo,
  startAdminServer,
  type NatsConnection,
} from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import type pino from 'pino';
import { createApp } from './app';
import { closeClients, createClients, serviceAddresses, type ServiceClients } from './clients';
import { configSchema, type GatewayConfig } from './config';
import { buildHealthReport, type HealthProbes } from './health/health-report';
import { meiliAvailable, smtpGreets } from './health/probes';

interface Running {
  server: http.Server;
  admin: { close(): Promise<void> };
  clients: ServiceClients;
  mongo: mongoose.Connection;
  nats: NatsConnection;
  logger: pino.Logger;
}

let running: Running | undefined;

const GRPC_PROBE_DEADLINE_MS = 1000;

function healthProbes(config: GatewayConfig, mongo: mongoose.Connection, nats: NatsConnection): HealthProbes {
  const addr = serviceAddresses(config);
  const grpcProbe = (address: string) => () => checkHealth(address, { deadlineMs: GRPC_PROBE_DEADLINE_MS });
  const { MEILI_URL } = config;
  return {
    user: grpcProbe(addr.user),
    playlist: grpcProbe(addr.playlist),
    vote: grpcProbe(addr.vote),
    notification: grpcProbe(addr.notification),
    mongodb: () => pingMongo(mongo),
    nats: async () => natsUp(nats),
    email: () => smtpGreets(config.SMTP_HOST, config.SMTP_PORT),
    // Without Meilisearch the index lives inside the playlist service, so it is up when that is.
    search: MEILI_URL ? () => meiliAvailable(MEILI_URL) : grpcProbe(addr.playlist),
  };
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

export async function start(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ port: number; adminPort: number }> {
  if (running) throw new Error('gateway already started');
  const config = loadConfig(configSchema, env);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const mongo = await connectMongo(config.MONGO_URL, config.MONGO_DB, logger);
  const nats = await connectNats(config.NATS_URL, 'gateway', logger);
  const clients = createClients(config);
  const probes = healthProbes(config, mongo, nats);
  const searchMode = config.MEILI_URL ? 'meilisearch' : 'embedded';
  const app = createApp({ config, clients, logger, health: () => buildHealthReport(probes, searchMode) });
  const server = http.createServer(app);
  const port = await listen(server, config.GATEWAY_PORT, config.HOST);
  const admin = await startAdminServer({
    host: config.HOST,
    port: config.ADMIN_PORT,
    logger,
    checks: { mongodb: probes.mongodb, nats: probes.nats },
  });
  running = { server, admin, clients, mongo, nats, logger };
  logger.info({ host: config.HOST, port, adminPort: admin.port }, 'gateway listening');
  return { port, adminPort: admin.port };
}

export async function stop(): Promise<void> {
  const current = running;
  if (!current) return;
  running = undefined;
  // Stop taking requests and let in-flight ones finish before closing what they use.
  await new Promise<void>((resolve) => {
    current.server.close(() => resolve());
    current.server.closeIdleConnections();
  });
  await current.admin.close();
  closeClients(current.clients);
  await current.nats.drain().catch(() => undefined);
  await current.mongo.close();
  current.logger.info('gateway stopped');
}
