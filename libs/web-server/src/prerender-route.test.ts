// GET /_prerender on a remote's static server, over a stand-in prerender bundle written into a
// temporary dist (the feed's real bundle and render are tested in mfe-feed/src/prerender and the
// playlist journey): the answers 200/204/400/404/500, the bundle loaded once and told the gateway,
// and the shell's side (askFeedPage) reading them, with its timeout.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { prerenderBundleFile } from './prerender-bundle';
import { askFeedPage } from './prerendered-page';
import { prerenderRoute } from './prerender-route';
import { createStaticApp } from './static-app';

// CommonJS, as the build writes it. It counts its loads in a global the test reads.
const STAND_IN = `
globalThis.__prerenderLoads = (globalThis.__prerenderLoads || 0) + 1;
let origin = '';
exports.setApiOrigin = (o) => { origin = o; };
exports.renderPage = async ({ path, wide }) => {
  if (path === '/boom') throw new Error('render failed');
  if (path === '/slow') await new Promise((r) => setTimeout(r, 1000));
  if (path.startsWith('/drawn') || path === '/slow')
    return { html: '<p>drawn ' + path + ' wide=' + wide + ' from ' + origin + '</p>', state: { queries: [] } };
  return null;
};
`;

let distDir: string;
let bare: string;
let server: Server;
let origin: string;
const loads = () => (globalThis as { __prerenderLoads?: number }).__prerenderLoads ?? 0;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'prerender-route-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><body></body></html>');
  mkdirSync(path.dirname(prerenderBundleFile(distDir)), { recursive: true });
  writeFileSync(prerenderBundleFile(distDir), STAND_IN);
  bare = mkdtempSync(path.join(tmpdir(), 'prerender-none-'));
  writeFileSync(path.join(bare, 'index.html'), '<!doctype html><html><body></body></html>');
  process.env.SHARE_API_URL = 'http://gateway.test:3000/';
  const app = createStaticApp({ distDir, isRemote: true });
  delete process.env.SHARE_API_URL;
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
  rmSync(bare, { recursive: true, force: true });
});

describe('GET /_prerender on a remote', () => {
  it('answers the drawn page with its state, the bundle loaded once and told the gateway', async () => {
    const res = await request(origin).get('/_prerender?path=%2Fdrawn%2F1&wide=0').expect(200);
    expect(res.body).toEqual({
      html: '<p>drawn /drawn/1 wide=false from http://gateway.test:3000</p>',
      state: { queries: [] },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    await request(origin)
      .get('/_prerender?path=/drawn/2&wide=1')
      .expect(200, {
        html: '<p>drawn /drawn/2 wide=true from http://gateway.test:3000</p>',
        state: { queries: [] },
      });
    // Evaluated once, as the server started, for every page since.
    expect(loads()).toBe(1);
  });

  it('answers 204 for a page it leaves to the browser, 400 without a page path, 500 when the render throws', async () => {
    await request(origin).get('/_prerender?path=/top-100').expect(204);
    for (const query of ['', '?path=', '?path=playlists', '?path=/a&path=/b'])
      expect((await request(origin).get(`/_prerender${query}`).expect(400)).body).toEqual({
        error: 'path must be a page path such as /playlists/{id}',
      });
    const failed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await request(origin).get('/_prerender?path=/boom').expect(500)).body).toEqual({
      error: 'the page could not be drawn',
    });
    expect(failed).toHaveBeenCalledWith('[prerender] /boom failed:', expect.any(Error));
    failed.mockRestore();
  });

  it('answers 404 through a proxy: only the shell server inside asks', async () => {
    await request(origin).get('/_prerender?path=/drawn/1').set('X-Forwarded-For', '203.0.113.9').expect(404);
  });

  it('is not there when the build has no prerender bundle, and the bundle is never served', async () => {
    expect(prerenderRoute(bare)).toBeNull();
    // Any other page path of a remote: its standalone page.
    await request(createStaticApp({ distDir: bare, isRemote: true }))
      .get('/_prerender?path=/drawn/1')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    await request(origin).get('/.prerender/pages.js').expect(404);
  });
});

describe("the shell's server asking a remote (askFeedPage)", () => {
  it('reads a drawn page, and null for 204, an error, a slow answer or nobody listening', async () => {
    const ask = askFeedPage(origin, 400);
    expect(await ask('/drawn/9', true)).toEqual({
      html: '<p>drawn /drawn/9 wide=true from http://gateway.test:3000</p>',
      state: { queries: [] },
    });
    expect(await ask('/top-100', true)).toBeNull();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await ask('/boom', true)).toBeNull();
    jest.restoreAllMocks();
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await ask('/slow', true)).toBeNull();
    expect(await askFeedPage('http://127.0.0.1:1', 400)('/drawn/9', true)).toBeNull();
    expect(warned.mock.calls.map(([line]) => String(line).split(':')[0])).toEqual([
      '[prerender] /slow goes out undrawn',
      '[prerender] /drawn/9 goes out undrawn',
    ]);
    warned.mockRestore();
  });
});
