// Trace context across the document outbox and NATS, in this process with the OpenTelemetry SDK's
// in-memory span exporter, over real FerretDB and JetStream: the request that wrote an event is
// the ancestor of the relay's producer span and of the consumer's span, and log lines written in
// the handler carry its trace and span ids. Without a traced request, nothing is added.
import { SpanKind, trace } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import mongoose from 'mongoose';
import type { NatsConnection } from '@nats-io/nats-core';
import { jetstreamManager } from '@nats-io/jetstream';
import { Writable } from 'node:stream';
import { pendingEvent, pendingEventSchema, startDocumentOutboxRelay } from '../src/document-outbox';
import { newEnvelope } from '../src/event-envelope';
import { createLogger } from '../src/logger';
import { connectMongo } from '../src/mongo';
import { connectNats, ensureStreams, publishEncoded } from '../src/nats';
import { consumeDurable } from '../src/nats-consumer';
import { requireEnv, testLogger, uniqueName, waitFor } from './test-logger';

const exporter = new InMemorySpanExporter();
// No instrumentations: only the API's propagator, context manager and tracer are wanted here.
const sdk = new NodeSDK({
  serviceName: 'trace-context-test',
  spanProcessors: [new SimpleSpanProcessor({ exporter })],
  instrumentations: [],
});
sdk.start();

const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
    done();
  },
});
const logger = createLogger('trace-context-test', 'info', sink);

describe('trace context from a request, through the outbox and NATS, to a consumer', () => {
  let conn: mongoose.Connection;
  let nc: NatsConnection;
  const subjectRoot = uniqueName('traced');
  const stream = { name: subjectRoot.toUpperCase(), subjects: [`${subjectRoot}.>`] };
  const subject = `${subjectRoot}.changed`;
  const handled: Array<{ aggregateId: string; traceId?: string; spanId?: string }> = [];
  let consumer: { stop(): Promise<void> };

  beforeAll(async () => {
    conn = await connectMongo(requireEnv('TEST_MONGO_URL'), uniqueName('kit_traced'), testLogger);
    nc = await connectNats(requireEnv('TEST_NATS_URL'), 'trace-context-test', testLogger);
    await ensureStreams(nc, [stream]);
    consumer = await consumeDurable(nc, {
      stream: stream.name,
      durable: 'traced_consumer',
      filterSubjects: [subject],
      logger: testLogger,
      handle: async (env) => {
        const span = trace.getActiveSpan()?.spanContext();
        handled.push({ aggregateId: env.aggregateId, traceId: span?.traceId, spanId: span?.spanId });
        logger.info({ aggregateId: env.aggregateId }, 'handled');
      },
    });
  });
  afterAll(async () => {
    await consumer.stop();
    await (await jetstreamManager(nc)).streams.delete(stream.name).catch(() => undefined);
    await nc.close();
    await conn.dropDatabase();
    await conn.close();
    await sdk.shutdown();
  });

  it('continues the writing request’s trace in the relay’s producer span and the consumer’s span', async () => {
    const Thing = conn.model(
      'TracedThing',
      new mongoose.Schema({ _id: String, pendingEvents: [pendingEventSchema] }),
      'traced_things',
    );
    const relay = startDocumentOutboxRelay({
      conn,
      collections: ['traced_things'],
      nc,
      logger: testLogger,
      intervalMs: 60_000,
    });
    try {
      // The "request": its span is active while the event is built and the document written.
      const request = await trace.getTracer('test').startActiveSpan('request', async (span) => {
        const ev = pendingEvent(
          subject,
          newEnvelope(subject, 'doc-1', 1, { $case: 'userDeleted', value: { userId: 1 } }),
        );
        await Thing.create({ _id: 'doc-1', pendingEvents: [ev] });
        span.end();
        return span.spanContext();
      });
      const stored = await conn.collection('traced_things').findOne({ _id: 'doc-1' as never });
      expect(stored?.pendingEvents[0].traceparent).toBe(`00-${request.traceId}-${request.spanId}-01`);

      // The relay runs later, outside the request.
      expect(trace.getActiveSpan()).toBeUndefined();
      expect(await relay.flush()).toBe(1);
      await waitFor(() => handled.some((h) => h.aggregateId === 'doc-1'));
      await waitFor(() => exporter.getFinishedSpans().some((s) => s.kind === SpanKind.CONSUMER));

      const spans = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === request.traceId);
      const producer = spans.find((s) => s.kind === SpanKind.PRODUCER);
      const consumerSpan = spans.find((s) => s.kind === SpanKind.CONSUMER);
      expect(producer?.name).toBe(`${subject} publish`);
      expect(producer?.parentSpanContext?.spanId).toBe(request.spanId);
      expect(consumerSpan?.name).toBe(`${subject} process`);
      expect(consumerSpan?.parentSpanContext?.spanId).toBe(producer?.spanContext().spanId);
      expect(consumerSpan?.attributes['messaging.consumer.group.name']).toBe('traced_consumer');

      // The handler ran inside the consumer span, and its log line names it.
      const run = handled.find((h) => h.aggregateId === 'doc-1');
      expect(run).toEqual({
        aggregateId: 'doc-1',
        traceId: request.traceId,
        spanId: consumerSpan?.spanContext().spanId,
      });
      const line = lines.find((l) => l.aggregateId === 'doc-1');
      expect(line).toMatchObject({ trace_id: request.traceId, span_id: run?.spanId, trace_flags: '01' });
    } finally {
      await relay.stop();
    }
  });

  it('adds no headers, spans or log fields for an event no traced request wrote', async () => {
    const before = exporter.getFinishedSpans().length;
    const ev = pendingEvent(
      subject,
      newEnvelope(subject, 'doc-2', 1, { $case: 'userDeleted', value: { userId: 2 } }),
    );
    expect(ev.traceparent).toBeUndefined();
    await publishEncoded(nc, subject, ev.id, ev.data, ev);
    await waitFor(() => handled.some((h) => h.aggregateId === 'doc-2'));

    const jsm = await jetstreamManager(nc);
    const last = await jsm.streams.getMessage(stream.name, { last_by_subj: subject });
    expect(last).not.toBeNull();
    expect(last!.header?.has('traceparent') ?? false).toBe(false);
    expect(handled.find((h) => h.aggregateId === 'doc-2')).toEqual({
      aggregateId: 'doc-2',
      traceId: undefined,
      spanId: undefined,
    });
    expect(lines.find((l) => l.aggregateId === 'doc-2')).not.toHaveProperty('trace_id');
    expect(exporter.getFinishedSpans()).toHaveLength(before);
  });
});
