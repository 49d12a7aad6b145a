import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicReadCache, type PublicReadCache } from './public-read-cache';

/** A real HTTP server whose every request goes to the cache first, the rest to a 404. */
async function serve(cache: PublicReadCache): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (!cache.answer(req, res)) res.writeHead(404).end('app');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const FEED = '/api/playlists?page=1&limit=20';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the public-read cache', () => {
  let cache: PublicReadCache;
  let server: Awaited<ReturnType<typeof serve>>;
  beforeEach(async () => {
    cache = createPublicReadCache({ ttlMs: 200, maxBytes: 1024 });
    server = await serve(cache);
  });
  afterEach(() => server.close());

  it('answers a stored read with the same bytes, JSON type and a weak ETag, and counts hits and misses', async () => {
    expect((await fetch(server.url + FEED)).status).toBe(404);
    cache.store(FEED, cache.generation(), '{"playlists":[],"hasMore":false,"currentPage":1}');
    const hit = await fetch(server.url + FEED);
    expect(hit.status).toBe(200);
    expect(hit.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(hit.headers.get('etag')).toMatch(/^W\/"/);
    expect(await hit.text()).toBe('{"playlists":[],"hasMore":false,"currentPage":1}');
    // the key is the whole path and query
    expect((await fetch(`${server.url}/api/playlists?page=2&limit=20`)).status).toBe(404);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, entries: 1 });
  });

  it('answers 304 to a conditional GET with the ETag it sent', async () => {
    cache.store(FEED, cache.generation(), '{"a":1}');
    const tag = (await fetch(server.url + FEED)).headers.get('etag') ?? '';
    // node:http, since fetch adds `Cache-Control: no-cache`, which rightly forbids a 304
    const status = await new Promise<number | undefined>((resolve, reject) =>
      http
        .get(server.url + FEED, { headers: { 'If-None-Match': tag } }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
        .on('error', reject),
    );
    expect(status).toBe(304);
  });

  it('forgets an entry after its lifetime', async () => {
    cache.store(FEED, cache.generation(), '{"a":1}');
    expect((await fetch(server.url + FEED)).status).toBe(200);
    await sleep(250);
    expect((await fetch(server.url + FEED)).status).toBe(404);
  });

  it('drops everything on clear, and a read that began before a write does not land', async () => {
    const before = cache.generation();
    cache.store(FEED, before, '{"a":1}');
    cache.clear();
    expect((await fetch(server.url + FEED)).status).toBe(404);
    cache.store(FEED, before, '{"a":"stale"}');
    expect((await fetch(server.url + FEED)).status).toBe(404);
    cache.store(FEED, cache.generation(), '{"a":2}');
    expect(await (await fetch(server.url + FEED)).text()).toBe('{"a":2}');
  });

  it('answers only GET', async () => {
    cache.store(FEED, cache.generation(), '{"a":1}');
    expect((await fetch(server.url + FEED, { method: 'POST' })).status).toBe(404);
  });

  it('keeps within its byte budget, evicting the least recently used', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(400) });
    for (const page of [1, 2, 3]) cache.store(`/api/playlists?page=${page}`, cache.generation(), big);
    expect(cache.stats().bytes).toBeLessThanOrEqual(1024);
    expect(cache.stats().entries).toBe(2);
    expect((await fetch(`${server.url}/api/playlists?page=1`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/playlists?page=3`)).status).toBe(200);
  });

  it('is off with a lifetime of 0', async () => {
    const off = createPublicReadCache({ ttlMs: 0, maxBytes: 1024 });
    off.store(FEED, off.generation(), '{"a":1}');
    const offServer = await serve(off);
    try {
      expect((await fetch(offServer.url + FEED)).status).toBe(404);
    } finally {
      await offServer.close();
    }
  });
});
