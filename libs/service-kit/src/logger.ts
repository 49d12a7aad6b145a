import { context, isSpanContextValid, trace } from '@opentelemetry/api';
import pino from 'pino';

/** The trace and span a line was written in, so a log line leads to its trace (and back). */
function traceFields(): Record<string, string> {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const spanContext = span.spanContext();
  if (!isSpanContextValid(spanContext)) return {};
  const { traceId, spanId, traceFlags } = spanContext;
  return { trace_id: traceId, span_id: spanId, trace_flags: `0${traceFlags.toString(16)}` };
}

/**
 * Fields no log line may show whatever object is logged (issue 27): credentials, tokens that work
 * once as a password would, signed upload links and cookies. One level deep, as pino's paths go.
 */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'sessionToken',
  'ticket',
  'uploadUrl',
  'uploadURL',
  'cookie',
  'authorization',
];
const LOG_REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

/**
 * JSON logs on stdout (or `destination`), one `service` field so aggregated logs stay
 * attributable, and inside a traced context the trace_id/span_id of the span they belong to.
 */
export function createLogger(
  service: string,
  level?: string,
  destination?: pino.DestinationStream,
): pino.Logger {
  const options = { level: level ?? process.env.LOG_LEVEL ?? 'info', base: { service, pid: process.pid } };
  return pino(
    { ...options, mixin: traceFields, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
    destination,
  );
}
