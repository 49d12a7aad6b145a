// Observability over the real gateway, user, playlist and notification processes, the real store
// and NATS, with a stand-in OpenTelemetry collector (the one faked third party): one trace runs
// from POST /api/playlists through the playlist service, its outbox and NATS to the notification
// service's fan-out consumer; /metrics counts what was called; and every metric the Grafana
// dashboard and the alert rules in deploy/observability/ name is one the processes serve.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { durableName } from '@sonic-nexus/service-kit';
import {
  aPlaylist,
  aUser,
  scrapeMetrics,
  sampleValue,
  startGatewayStack,
  startOtlpCollector,
  waitFor,
  type CollectedSpan,
  type GatewayStack,
  type MetricsScrape,
  type OtlpCollector,
  type TestUser,
} from '@sonic-nexus/test-kit';
import { parse as parseYaml } from 'yaml';

type Stack = GatewayStack<'user' | 'playlist' | 'notification'>;
let collector: OtlpCollector;
let s: Stack;
let poster: TestUser;
let fan: TestUser;

beforeAll(async () => {
  collector = await startOtlpCollector();
  // Spans leave each process a tenth of a second after they end, not the SDK's default 5 s.
  const otel = { OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, OTEL_BSP_SCHEDULE_DELAY: '100' };
  s = await startGatewayStack({
    label: 'observability',
    services: ['user', 'playlist', 'notification'],
    env: otel,
    serviceEnv: { user: otel, playlist: otel, notification: otel },
  });
  [poster, fan] = await Promise.all([aUser(s), aUser(s)]);
  await s.api.post(`/api/users/${poster.id}/follow`).set('Cookie', fan.cookie).expect(200);
}, 120_000);
afterAll(async () => {
  await s?.stop();
  await collector?.close();
}, 30_000);

const KIND = { 1: 'internal', 2: 'server', 3: 'client', 4: 'producer', 5: 'consumer' } as const;
const describeSpan = (span: CollectedSpan) =>
  `${span.service} ${KIND[span.kind as keyof typeof KIND] ?? span.kind} ${span.name}`;
const fanOutDurable = () => durableName('notification', `test_notification_${s.runId}`, 'playlist.created');

describe('one trace from the gateway to the consumer', () => {
  it('follows POST /api/playlists through CreatePlaylist and playlist.created to the fan-out', async () => {
    // The caller's own trace context, so this request's trace is known before it is sent.
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    await s.api
      .post('/api/playlists')
      .set('Cookie', poster.cookie)
      .set('traceparent', `00-${traceId}-${callerSpanId}-01`)
      .send(aPlaylist({ title: 'Traced Tunes' }))
      .expect(201);

    const inTrace = () => collector.spans().filter((span) => span.traceId === traceId);
    const isFanOut = (span: CollectedSpan) =>
      span.service === 'notification-service' && span.kind === 5 && span.name === 'playlist.created process';
    // From the consumer span up through its parents, to the caller's span. Each process exports
    // its spans on its own timer, and a parent ends after its children: wait for the whole chain.
    const ancestryOfFanOut = () => {
      const byId = new Map(inTrace().map((span) => [span.spanId, span]));
      const chain: CollectedSpan[] = [];
      for (let at = inTrace().find(isFanOut); at; at = byId.get(at.parentSpanId)) chain.push(at);
      return chain;
    };
    await waitFor(() => ancestryOfFanOut().at(-1)?.parentSpanId === callerSpanId, {
      timeoutMs: 15_000,
      what: 'the fan-out consumer span and its parents up to the caller',
    });
    const ancestry = ancestryOfFanOut();
    expect(ancestry.filter((span) => span.kind !== 1).map(describeSpan)).toEqual([
      'notification-service consumer playlist.created process',
      'playlist-service producer playlist.created publish',
      'playlist-service server grpc.sonicnexus.playlist.v1.PlaylistService/CreatePlaylist',
      'gateway client grpc.sonicnexus.playlist.v1.PlaylistService/CreatePlaylist',
      'gateway server POST /api/playlists',
    ]);
    // What the consumer calls in turn (the poster's followers, at the user service) joins it too.
    // Those spans end after the consumer's own and are exported on their processes' timers: wait.
    const consumerId = ancestry[0]?.spanId;
    const followerLookupJoined = () => {
      const spans = new Map(inTrace().map((span) => [span.spanId, span]));
      return [...spans.values()].some(
        (span) =>
          span.service === 'user-service' &&
          span.kind === 2 &&
          spans.get(span.parentSpanId)?.parentSpanId === consumerId,
      );
    };
    await waitFor(followerLookupJoined, { timeoutMs: 5000, what: 'the follower lookup in the same trace' });
  }, 30_000);
});

describe('/metrics of each process', () => {
  it('counts HTTP routes by template, gRPC methods by code, the consumer, its lag, the outbox and the inbox', async () => {
    await s.api.get('/api/notifications').expect(401);
    await s.api.get('/api/notifications').expect(401);
    await s.api.get('/api/notifications').set('Cookie', fan.cookie).expect(200);
    const playlistId: string = (
      await s.api
        .post('/api/playlists')
        .set('Cookie', poster.cookie)
        .send(aPlaylist({ title: 'Counted' }))
        .expect(201)
    ).body.id;
    await s.api
      .patch(`/api/playlists/${playlistId}/tags`)
      .set('Cookie', fan.cookie)
      .send({ tags: ['x'] })
      .expect(403);

    const notification = () => scrapeMetrics(s.services.notification.adminPort);
    const handledOk = (m: MetricsScrape) =>
      sampleValue(m, 'event_handler_duration_seconds_count', {
        subject: 'playlist.created',
        consumer: fanOutDurable(),
        outcome: 'ok',
      });
    // Both posts (the traced one above and this one) reach the fan-out.
    await waitFor(async () => handledOk(await notification()) === 2, { what: 'two fan-outs handled' });

    const gateway = await scrapeMetrics(s.gatewayAdminPort);
    const http = (method: string, route: string, status: string) =>
      sampleValue(gateway, 'http_server_request_duration_seconds_count', {
        method,
        route,
        status_code: status,
      });
    expect(http('GET', '/api/notifications', '401')).toBe(2);
    expect(http('GET', '/api/notifications', '200')).toBe(1);
    expect(http('POST', '/api/playlists', '201')).toBe(2);
    expect(http('PATCH', '/api/playlists/:id/tags', '403')).toBe(1);
    expect(gateway.samples.filter((m) => m.labels.route?.includes(playlistId))).toEqual([]);

    const playlist = await scrapeMetrics(s.services.playlist.adminPort);
    const grpc = { grpc_service: 'sonicnexus.playlist.v1.PlaylistService', grpc_type: 'unary' };
    expect(
      sampleValue(playlist, 'grpc_server_handled_total', {
        ...grpc,
        grpc_method: 'CreatePlaylist',
        grpc_code: 'OK',
      }),
    ).toBe(2);
    expect(
      sampleValue(playlist, 'grpc_server_handling_seconds_count', { ...grpc, grpc_method: 'CreatePlaylist' }),
    ).toBe(2);
    expect(
      sampleValue(playlist, 'grpc_server_handled_total', {
        ...grpc,
        grpc_method: 'UpdateTags',
        grpc_code: 'PERMISSION_DENIED',
      }),
    ).toBe(1);
    expect(sampleValue(playlist, 'outbox_events_published_total', { subject: 'playlist.created' })).toBe(2);
    expect(sampleValue(playlist, 'outbox_pending_documents', { collection: 'playlists' })).toBe(0);
    expect(sampleValue(playlist, 'read_model_entries', { model: 'playlist-catalogue' })).toBe(2);
    const user = await scrapeMetrics(s.services.user.adminPort);
    expect(sampleValue(user, 'read_model_entries', { model: 'user-follow-graph' })).toBe(1); // the poster

    const after = await notification();
    const durable = { stream: 'PLAYLIST', durable: fanOutDurable() };
    expect(sampleValue(after, 'jetstream_consumer_num_pending', durable)).toBe(0);
    expect(sampleValue(after, 'jetstream_consumer_num_ack_pending', durable)).toBe(0);
    expect(sampleValue(after, 'read_model_entries', { model: 'notification-inbox' })).toBe(2);
  }, 30_000);
});

const OBSERVABILITY = path.join(__dirname, '..', 'deploy', 'observability');
/** The alert rules live in the chart, which renders them as a PrometheusRule (monitoring.*). */
const ALERTS = path.join(__dirname, '..', 'deploy', 'helm', 'sonic-nexus', 'files', 'alerts.yaml');

/** The metric names a PromQL expression reads: identifiers that are no function, keyword or label. */
function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  const keywords = new Set(['and', 'or', 'unless', 'bool', 'offset']);
  return [...bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)]
    .filter((m) => !/^\s*\(/.test(bare.slice((m.index ?? 0) + m[0].length)))
    .map((m) => m[0])
    .filter((name) => !keywords.has(name));
}

describe('deploy/observability', () => {
  interface Rule {
    alert: string;
    expr: string;
    for: string;
    labels: { severity: string };
    annotations: { summary: string };
  }
  interface Panel {
    type: string;
    title: string;
    targets?: Array<{ expr: string }>;
  }
  const rules = (
    parseYaml(readFileSync(ALERTS, 'utf8')) as {
      groups: Array<{ rules: Rule[] }>;
    }
  ).groups.flatMap((g) => g.rules);
  const dashboard = JSON.parse(readFileSync(path.join(OBSERVABILITY, 'grafana-dashboard.json'), 'utf8')) as {
    uid: string;
    panels: Panel[];
  };
  const exprs = [
    ...rules.map((r) => ({ where: `alert ${r.alert}`, expr: r.expr })),
    ...dashboard.panels.flatMap((p) =>
      (p.targets ?? []).map((t) => ({ where: `panel ${p.title}`, expr: t.expr })),
    ),
  ];

  it('holds alert rules with a severity and a summary, and a dashboard whose every graph has a query', () => {
    expect(rules.length).toBeGreaterThanOrEqual(8);
    for (const rule of rules) {
      expect(rule).toMatchObject({
        alert: expect.any(String),
        expr: expect.any(String),
        for: expect.stringMatching(/^\d+[smh]$/),
      });
      expect(['page', 'ticket']).toContain(rule.labels.severity);
      expect(rule.annotations.summary.length).toBeGreaterThan(0);
    }
    expect(dashboard.uid).toBe('sonic-nexus-slo');
    const graphs = dashboard.panels.filter((p) => p.type === 'timeseries');
    expect(graphs.length).toBeGreaterThanOrEqual(16);
    for (const graph of graphs) expect(graph.targets?.length).toBeGreaterThan(0);
  });

  it('uses only metrics the processes serve', async () => {
    const served = new Set<string>();
    for (const port of [
      s.gatewayAdminPort,
      s.services.user.adminPort,
      s.services.playlist.adminPort,
      s.services.notification.adminPort,
    ]) {
      for (const name of (await scrapeMetrics(port)).names) served.add(name);
    }
    const unknown = exprs.flatMap(({ where, expr }) =>
      metricNamesIn(expr)
        .filter((name) => !served.has(name))
        .map((name) => `${where}: ${name}`),
    );
    expect(unknown).toEqual([]);
    // The check itself sees the names (a parser that found none would pass anything).
    const used = new Set(exprs.flatMap(({ expr }) => metricNamesIn(expr)));
    expect([...used].sort()).toEqual(
      expect.arrayContaining([
        'grpc_server_handled_total',
        'http_server_request_duration_seconds_bucket',
        'jetstream_consumer_num_pending',
        'outbox_pending_documents',
        'read_model_entries',
      ]),
    );
  });
});
