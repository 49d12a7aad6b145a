import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { GrpcInstrumentation } from '@opentelemetry/instrumentation-grpc';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { NodeSDK } from '@opentelemetry/sdk-node';

/**
 * Must run before http/grpc/express are loaded (hence main.ts imports ./server dynamically).
 * Without OTEL_EXPORTER_OTLP_ENDPOINT there is no collector to send spans to, so nothing is
 * patched at all: the instrumentations cost every request about a tenth of the gateway's CPU
 * even when their spans go nowhere (measured in issue 8).
 */
export function startTelemetry(serviceName: string): { shutdown(): Promise<void> } {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return { shutdown: async () => undefined };
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter(),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [new HttpInstrumentation(), new GrpcInstrumentation(), new ExpressInstrumentation()],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
