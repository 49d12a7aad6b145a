// Overload degrades instead of queueing (issue 13): past its bound of requests in flight the
// gateway answers 503 with Retry-After at once, does nothing for those requests, and serves again
// as soon as the burst has drained. Cached public reads are still answered.
import { serverMessages, UNREAD_COUNT_STREAM_PATH } from '@sonic-nexus/contract';
import {
  aUser,
  sampleValue,
  scrapeMetrics,
  startGatewayStack,
  type GatewayStack,
} from '@sonic-nexus/test-kit';

const MAX_IN_FLIGHT = 2;
const BURST = 40;
let s: GatewayStack<'user' | 'playlist' | 'notification'>;

beforeAll(async () => {
  s = await startGatewayStack({
    label: 'overload',
    services: ['user', 'playlist', 'notification'],
    env: {
      MAX_IN_FLIGHT_REQUESTS: String(MAX_IN_FLIGHT),
      // the whole budget: this test's client is alone (fair shares: hostile-traffic.test.ts)
      MAX_IN_FLIGHT_PER_CLIENT: String(MAX_IN_FLIGHT),
      READ_CACHE_TTL_MS: '0',
    },
  });
}, 120_000);

afterAll(() => s?.stop(), 30_000);

/** A feed page nobody asked for yet: each one reaches the playlist service. */
const uncachedRead = (i: number) =>
  fetch(`${s.baseUrl}/api/playlists?page=1&limit=${(i % 50) + 1}&tag=t${i}`);

it(`refuses what is beyond ${MAX_IN_FLIGHT} requests in flight with 503, Retry-After and a JSON message`, async () => {
  const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => uncachedRead(i)));
  const statuses = answers.map((res) => res.status);
  expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  const refused = answers.filter((res) => res.status === 503);
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.length).toBeLessThan(BURST);
  for (const res of refused) {
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toEqual({ message: serverMessages.serviceUnavailable });
  }
  const metrics = await scrapeMetrics(s.gatewayAdminPort);
  expect(
    sampleValue(metrics, 'http_server_request_duration_seconds_count', {
      method: 'GET',
      route: 'shed',
      status_code: '503',
    }),
  ).toBe(refused.length);
});

it('serves every request again once the burst has drained', async () => {
  for (let i = 0; i < 5; i += 1) {
    expect((await uncachedRead(1000 + i)).status).toBe(200);
  }
});

it('does not count a client’s long-lived unread-count stream as work in flight', async () => {
  const user = await aUser(s);
  const streams = Array.from({ length: MAX_IN_FLIGHT + 1 }, () => new AbortController());
  try {
    // One after another: a stream takes a place while its session is checked, and gives it back
    // once matched as the stream route (issue 27: by route, never by path text).
    const held: Response[] = [];
    for (const stream of streams) {
      held.push(
        await fetch(`${s.baseUrl}${UNREAD_COUNT_STREAM_PATH}`, {
          headers: { cookie: user.cookie, accept: 'text/event-stream' },
          signal: stream.signal,
        }),
      );
    }
    expect(held.map((res) => res.status)).toEqual(held.map(() => 200));
    // With the open streams counted, every slot would be taken and this would be refused.
    expect((await uncachedRead(2000)).status).toBe(200);
  } finally {
    for (const stream of streams) stream.abort();
  }
});
