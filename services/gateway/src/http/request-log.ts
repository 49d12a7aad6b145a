// One log line per request, with only what is needed to follow a call: never cookies or other
// headers, and its URL without secrets (redact-url.ts); and the request's metrics
// (http-metrics.ts), taken at the same first step.
import type { RequestHandler } from 'express';
import type pino from 'pino';
import { pinoHttp } from 'pino-http';
import { observeRequest } from './http-metrics';
import { redactUrl } from './redact-url';

export function requestLog(logger: pino.Logger): RequestHandler {
  const log = pinoHttp({
    logger,
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return (req, res, next) => {
    observeRequest(req, res);
    log(req, res, next);
  };
}
