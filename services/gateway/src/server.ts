// Boot and shutdown of the gateway process: config, connections, HTTP + admin servers. The
// gateway is no gRPC service, so it boots itself rather than through defineService.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  connectMongo,
  connectNats,
  createLogger,
  loadConfig,
  startAdminServer,
  watchSessionNotices,
} from '@sonic-nexus/service-kit';
import { createApp } from './app';
import { closeClients, createClients } from './clients';
import { configSchema } from './config';
import { observeEarlyAnswer } from './http/http-metrics';
import { createLoadShedder } from './http/load-shedding';
import { createQueueWait } from './http/queue-wait';
import { admittedWork } from './http/work-admission';
import { createSessionUserCache } from './http/session-user-cache';
import { createPublicReadCache } from './read-cache/public-read-cache';
import { buildHealthReport } from './system/health-report';
import { healthProbes } from './system/health-probes';

let running: { stop(): Promise<void> } | undefined;
/** A bound on memory whatever the traffic (an entry is about half a kilobyte). */
const SESSION_USER_CACHE_ENTRIES = 10_000;
/** How often Node checks its header and request timeouts (its default, 30 s, would let a slow
 * client keep its connection up to that much longer). */
const TIMEOUT_CHECK_MS = 1_000;

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

/** Stops taking requests and lets in-flight ones finish. */
function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
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
  const { probes, searchMode } = healthProbes(config, mongo, nats, clients);
  const readCache = createPublicReadCache({
    ttlMs: config.READ_CACHE_TTL_MS,
    maxBytes: config.READ_CACHE_MAX_MB * 1024 * 1024,
  });
  // The notices drop a user's entries at once; while they are trusted, entries may live longer.
  const noticeWatch = watchSessionNotices(nats, (userId) => sessionCache.evictUser(userId));
  const sessionCache = createSessionUserCache({
    ttlMs: config.SESSION_USER_CACHE_MS,
    watchedTtlMs: config.SESSION_USER_CACHE_WATCHED_MS,
    noticesTrustedSince: (now) => noticeWatch.trustedSince(now),
    maxEntries: SESSION_USER_CACHE_ENTRIES,
  });
  const app = createApp({
    config,
    clients,
    logger,
    health: () => buildHealthReport(probes, searchMode),
    readCache,
    sessionCache,
  });
  const shedder = createLoadShedder(
    {
      maxInFlight: config.MAX_IN_FLIGHT_REQUESTS,
      maxInFlightPerClient: config.MAX_IN_FLIGHT_PER_CLIENT,
      maxOpenPerClient: config.MAX_CONNECTIONS_PER_CLIENT,
      queue: createQueueWait({
        targetMs: config.ADMISSION_QUEUE_TARGET_MS,
        intervalMs: config.ADMISSION_QUEUE_INTERVAL_MS,
      }),
      queueMinWork: config.ADMISSION_QUEUE_MIN_WORK,
      admittedWork,
    },
    app.get('trust proxy fn') as (address: string, hop: number) => boolean,
  );
  // A cached public read is answered before express (and its request log: the edge sees it), even
  // under overload; past the in-flight bound, or its client's share, anything else is refused at
  // once.
  const server = http.createServer(
    {
      // Whole headers within their timeout, a whole request (an upload's body) within the longest
      // body deadline; the body deadlines per route (http/body-deadline.ts) answer 408 sooner.
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: Math.max(config.HEADERS_TIMEOUT_MS, config.UPLOAD_READ_TIMEOUT_MS) + 5_000,
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
    (req, res) => {
      if (readCache.answer(req, res)) return observeEarlyAnswer(req, res, 'read-cache');
      if (!shedder.admit(req, res)) return observeEarlyAnswer(req, res, 'shed');
      app(req, res);
    },
  );
  const port = await listen(server, config.GATEWAY_PORT, config.HOST);
  const admin = await startAdminServer({
    host: config.HOST,
    port: config.ADMIN_PORT,
    logger,
    checks: { mongodb: probes.mongodb, nats: probes.nats },
  });
  running = {
    // In-flight requests finish before what they use is closed.
    async stop() {
      await closeServer(server);
      await admin.close();
      closeClients(clients);
      await nats.drain().catch(() => undefined);
      await mongo.close();
      logger.info('gateway stopped');
    },
  };
  logger.info({ host: config.HOST, port, adminPort: admin.port }, 'gateway listening');
  return { port, adminPort: admin.port };
}

export async function stop(): Promise<void> {
  const current = running;
  running = undefined;
  await current?.stop();
}
