// A stand-in for an OpenTelemetry collector (a third party): an OTLP/HTTP endpoint on a free
// loopback port that keeps every span the processes export (OTLP JSON, the http exporter's
// default), so a test can follow one trace across processes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP span kind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer */
  kind: number;
}

export interface OtlpCollector {
  /** the value of OTEL_EXPORTER_OTLP_ENDPOINT */
  endpoint: string;
  spans(): CollectedSpan[];
  close(): Promise<void>;
}

interface OtlpJson {
  resourceSpans?: Array<{
    resource?: { attributes?: Array<{ key: string; value?: { stringValue?: string } }> };
    scopeSpans?: Array<{
      spans?: Array<{ traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number }>;
    }>;
  }>;
}

function spansOf(body: OtlpJson): CollectedSpan[] {
  return (body.resourceSpans ?? []).flatMap((rs) => {
    const service =
      rs.resource?.attributes?.find((a) => a.key === 'service.name')?.value?.stringValue ?? 'unknown';
    return (rs.scopeSpans ?? []).flatMap((ss) =>
      (ss.spans ?? []).map((s) => ({
        service,
        traceId: s.traceId,
        spanId: s.spanId,
        parentSpanId: s.parentSpanId ?? '',
        name: s.name,
        kind: s.kind,
      })),
    );
  });
}

export async function startOtlpCollector(): Promise<OtlpCollector> {
  const collected: CollectedSpan[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        try {
          collected.push(...spansOf(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpJson));
        } catch {
          res.writeHead(400).end();
          return;
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans: () => [...collected],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
