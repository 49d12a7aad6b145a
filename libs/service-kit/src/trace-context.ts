// W3C trace context across NATS (DESIGN §7): the context of the request that wrote an event is
// kept with the pending event, the relay publishes it in a producer span whose context travels in
// the message headers, and a consumer runs its handler in a consumer span that is its child. With
// no OpenTelemetry SDK started (no OTEL_EXPORTER_OTLP_ENDPOINT) the API's propagator and tracer
// are no-ops: nothing is captured, no header is added, no span recorded.
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type TextMapGetter,
} from '@opentelemetry/api';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/nats-core';

/** The W3C headers of one context, as stored with a pending event. */
export interface TraceCarrier {
  traceparent?: string;
  tracestate?: string;
}

const tracer = () => trace.getTracer('@sonic-nexus/service-kit');

/** The active context's traceparent/tracestate (empty when nothing is traced). */
export function captureTraceContext(): TraceCarrier {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  const captured: TraceCarrier = {};
  if (carrier.traceparent) captured.traceparent = carrier.traceparent;
  if (carrier.tracestate) captured.tracestate = carrier.tracestate;
  return captured;
}

/**
 * Runs `publish` in a producer span, child of `parent` (a stored context; one with no traceparent
 * means none) or, with no `parent` given, of the active one, with that span's context as message
 * headers; no headers at all when nothing is traced.
 */
export async function publishTraced<T>(
  subject: string,
  parent: TraceCarrier | undefined,
  publish: (headers: MsgHdrs | undefined) => Promise<T>,
): Promise<T> {
  const parentContext = parent ? propagation.extract(ROOT_CONTEXT, parent) : context.active();
  if (!trace.getSpanContext(parentContext)) return publish(undefined);
  const span = tracer().startSpan(
    `${subject} publish`,
    {
      kind: SpanKind.PRODUCER,
      attributes: { 'messaging.system': 'nats', 'messaging.destination.name': subject },
    },
    parentContext,
  );
  const carrier: Record<string, string> = {};
  propagation.inject(trace.setSpan(parentContext, span), carrier);
  const hdrs = natsHeaders();
  for (const [key, value] of Object.entries(carrier)) hdrs.set(key, value);
  try {
    return await publish(hdrs);
  } catch (err) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: String(err) });
    throw err;
  } finally {
    span.end();
  }
}

const headerGetter: TextMapGetter<MsgHdrs | undefined> = {
  get: (carrier, key) => (carrier?.has(key) ? carrier.get(key) : undefined),
  keys: (carrier) => (carrier ? carrier.keys() : []),
};

/** Runs a consumer's handler in a consumer span, child of the context the message carries. */
export function consumeTraced<T>(
  msg: { subject: string; headers?: MsgHdrs },
  consumer: string,
  handle: () => Promise<T>,
): Promise<T> {
  const parentContext: Context = propagation.extract(ROOT_CONTEXT, msg.headers, headerGetter);
  if (!trace.getSpanContext(parentContext)) return handle();
  return tracer().startActiveSpan(
    `${msg.subject} process`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': 'nats',
        'messaging.destination.name': msg.subject,
        'messaging.consumer.group.name': consumer,
      },
    },
    parentContext,
    async (span) => {
      try {
        return await handle();
      } catch (err) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: String(err) });
        throw err;
      } finally {
        span.end();
      }
    },
  );
}
