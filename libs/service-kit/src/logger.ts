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
 * JSON logs on stdout (or `destination`), one `service` field so aggregated logs stay
 * attributable, and inside a traced context the trace_id/span_id of the span they belong to.
 */
export function createLogger(
  service: string,
  level?: string,
  destination?: pino.DestinationStream,
): pino.Logger {
  const options = { level: level ?? process.env.LOG_LEVEL ?? 'info', base: { service, pid: process.pid } };
  return pino({ ...options, mixin: traceFields }, destination);
}
