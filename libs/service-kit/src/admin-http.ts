import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pino from 'pino';
import { collectDefaultMetrics, register } from 'prom-client';
import { probeWithin } from './probe';

const CHECK_TIMEOUT_MS = 2000;
let defaultMetricsStarted = false;

async function readiness(checks: Record<string, () => Promise<boolean>>) {
  const entries = await Promise.all(
    Object.entries(checks).map(
      async ([name, check]) => [name, await probeWithin(check, CHECK_TIMEOUT_MS)] as const,
    ),
  );
  return { ready: entries.every(([, ok]) => ok), checks: Object.fromEntries(entries) };
}

function send(res: http.ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/** Probes and metrics on their own port, so they stay off the public edge. */
export function startAdminServer(opts: {
  host: string;
  port: number;
  logger: pino.Logger;
  checks: Record<string, () => Promise<boolean>>;
}): Promise<{ port: number; close(): Promise<void> }> {
  // The default registry is process-wide; registering default metrics twice would throw.
  if (!defaultMetricsStarted) {
    collectDefaultMetrics();
    defaultMetricsStarted = true;
  }
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const json = 'application/json; charset=utf-8';
    if (path === '/healthz') return send(res, 200, json, JSON.stringify({ status: 'ok' }));
    if (path === '/readyz') {
      void readiness(opts.checks).then(({ ready, checks }) =>
        send(res, ready ? 200 : 503, json, JSON.stringify({ status: ready ? 'ready' : 'not ready', checks })),
      );
      return;
    }
    if (path === '/metrics') {
      void register.metrics().then(
        (text) => send(res, 200, register.contentType, text),
        (err: unknown) => {
          opts.logger.error({ err }, 'metrics collection failed');
          send(res, 500, 'text/plain', 'metrics unavailable');
        },
      );
      return;
    }
    send(res, 404, json, JSON.stringify({ message: 'Not found' }));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      const port = (server.address() as AddressInfo).port;
      opts.logger.info({ host: opts.host, port }, 'admin server listening');
      resolve({
        port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
