// The gateway's public-read cache over the real user and playlist services: repeats answer the
// same bytes, a write through the gateway is read back at once, and a write made behind it (straight
// to the playlist service, as another gateway replica would) shows within 1 s.
import type { Playlist } from '@sonic-nexus/contract';
import {
  aPlaylist,
  aStoredPlaylist,
  aUser,
  sampleValue,
  scrapeMetrics,
  startGatewayStack,
  waitFor,
  type GatewayStack,
  type TestUser,
} from '@sonic-nexus/test-kit';

let stack: GatewayStack<'user' | 'playlist' | 'notification'>;
let carol: TestUser;

const FEED = '/api/playlists?page=1&limit=20';
const feedIds = async () =>
  (await stack.api.get(FEED).expect(200)).body.playlists.map((p: Playlist) => p.id) as string[];

beforeAll(async () => {
  stack = await startGatewayStack({ label: 'readcache', services: ['user', 'playlist', 'notification'] });
  carol = await aUser(stack);
}, 90_000);

afterAll(() => stack?.stop(), 30_000);

it('answers a repeated read with the same bytes and ETag', async () => {
  await aStoredPlaylist(stack, carol, { title: 'Cache Warmup' });
  await waitFor(async () => (await feedIds()).length > 0, { timeoutMs: 2000, what: 'the feed' });
  const first = await stack.api.get(FEED).expect(200);
  const second = await stack.api.get(FEED).expect(200);
  expect(second.text).toBe(first.text);
  expect(second.headers.etag).toBe(first.headers.etag);
  expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  // A cached answer skips express, not the security headers nor the request metrics.
  for (const header of [
    'content-security-policy',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
  ]) {
    expect(second.headers[header]).toBe(first.headers[header]);
  }
  expect(second.headers['x-content-type-options']).toBe('nosniff');
  await stack.api.get(FEED).set('If-None-Match', first.headers.etag).expect(304);
  const metrics = await scrapeMetrics(stack.gatewayAdminPort);
  const cached = { method: 'GET', route: 'read-cache' };
  expect(
    sampleValue(metrics, 'http_server_request_duration_seconds_count', { ...cached, status_code: '200' }),
  ).toBeGreaterThanOrEqual(1);
  expect(
    sampleValue(metrics, 'http_server_request_duration_seconds_count', { ...cached, status_code: '304' }),
  ).toBe(1);
});

it('shows a playlist submitted through the gateway on the very next read', async () => {
  await feedIds(); // the feed is cached now
  const created = await stack.api
    .post('/api/playlists')
    .set('Cookie', carol.cookie)
    .set('Origin', 'http://localhost:8080')
    .send(aPlaylist({ title: 'Read My Write' }))
    .expect(201);
  expect((await feedIds())[0]).toBe(created.body.id);
  expect((await stack.api.get(`/api/playlists/${created.body.id}`).expect(200)).body.title).toBe(
    'Read My Write',
  );
});

it('shows a write made behind the gateway within 1 s', async () => {
  await feedIds();
  const id = await aStoredPlaylist(stack, carol, { title: 'Behind The Cache' });
  const began = Date.now();
  await waitFor(async () => (await feedIds()).includes(id), {
    timeoutMs: 1000,
    intervalMs: 20,
    what: 'the feed showing a write made behind the gateway',
  });
  expect(Date.now() - began).toBeLessThanOrEqual(1000);
});
