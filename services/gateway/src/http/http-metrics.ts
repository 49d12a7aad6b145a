// Rate, errors and latency of every HTTP route the gateway serves (on the admin port's /metrics),
// labelled by the route's template (/api/playlists/:id), never the raw path: one series per route,
// whatever the ids. A request no route took (404, or refused before routing: CSRF, body limits)
// is labelled "unmatched"; one answered before express, "read-cache" or "shed" (server.ts).
import type http from 'node:http';
import type { Request, Response } from 'express';
import { Histogram } from 'prom-client';

const requests = new Histogram({
  name: 'http_server_request_duration_seconds',
  help: 'Time from a request’s arrival to the end of its answer, by route template and status',
  labelNames: ['method', 'route', 'status_code'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

function routeOf(req: Request): string {
  const path: unknown = req.route?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : 'unmatched';
}

function observe(req: http.IncomingMessage, res: http.ServerResponse, route: () => string): void {
  const end = requests.startTimer();
  let done = false;
  const record = () => {
    if (done) return;
    done = true;
    end({ method: req.method ?? '', route: route(), status_code: String(res.statusCode) });
  };
  if (res.writableFinished) record();
  res.once('finish', record);
  res.once('close', record);
}

/** Starts timing a request; it is counted when its answer ends (or its connection closes). */
export function observeRequest(req: Request, res: Response): void {
  observe(req, res, () => routeOf(req));
}

/** Counts a request answered before express: from the read cache, or refused under overload. */
export function observeEarlyAnswer(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  route: 'read-cache' | 'shed',
): void {
  observe(req, res, () => route);
}
