import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { GrpcInstrumentation } from '@opentelemetry/instrumentation-grpc';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { NodeSDK } from '@opentelemetry/sdk-node';

/**
 * Must run before http/grpc/express are loaded (hence main.ts imports ./server dynamically).
 * Without OTEL_EXPORTER_OTLP_ENDPOINT no span processor is installed, so nothing is exported
 * and nothing tries to reach a collector that is not there.
 */
export function startTelemetry(serviceName: string): { shutdown(): Promise<void> } {
  const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const sdk = new NodeSDK({
    serviceName,
    ...(endpoint ? { traceExporter: new OTLPTraceExporter() } : { spanProcessors: [] }),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [new HttpInstrumentation(), new GrpcInstrumentation(), new ExpressInstrumentation()],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
