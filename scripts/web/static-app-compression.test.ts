import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { createStaticApp } from '@sonic-nexus/web-server/static-app';
import { measureChunks } from './bundle-sizes';
import { precompressDist } from './precompress';

let distDir: string;
const chunk = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const png = Buffer.from('89504e470d0a1a0a' + '00'.repeat(2000), 'hex');

beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'web-br-'));
  writeFileSync(path.join(distDir, 'index.html'), `<div id="root"></div>${' '.repeat(2000)}`);
  writeFileSync(path.join(distDir, 'main.1234abcd.js'), chunk);
  writeFileSync(path.join(distDir, 'remoteEntry.js'), chunk);
  writeFileSync(path.join(distDir, 'tiny.js'), '1;');
  writeFileSync(path.join(distDir, 'cover.png'), png);
  mkdirSync(path.join(distDir, '.prerender'));
  writeFileSync(path.join(distDir, '.prerender', 'pages.js'), chunk);
  precompressDist(distDir);
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const app = () => createStaticApp({ distDir, isRemote: true });
const raw = (res: request.Response) => res.body as Buffer;
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const parts: Buffer[] = [];
    res.on('data', (part: Buffer) => parts.push(part));
    res.on('end', () => done(null, Buffer.concat(parts)));
  });

describe('precompressed static files', () => {
  it('writes .br and .gz copies of text files only, and none for tiny files', () => {
    expect(brotliDecompressSync(readFileSync(path.join(distDir, 'main.1234abcd.js.br'))).toString()).toBe(
      chunk,
    );
    expect(gunzipSync(readFileSync(path.join(distDir, 'main.1234abcd.js.gz'))).toString()).toBe(chunk);
    expect(() => readFileSync(path.join(distDir, 'cover.png.br'))).toThrow();
    expect(() => readFileSync(path.join(distDir, 'tiny.js.br'))).toThrow();
  });

  it("leaves a dot folder (a remote's server-side bundle) out of the copies and the bundle report", () => {
    expect(existsSync(path.join(distDir, '.prerender', 'pages.js.br'))).toBe(false);
    expect(
      measureChunks(distDir)
        .map((c) => c.file)
        .sort(),
    ).toEqual(['main.1234abcd.js', 'remoteEntry.js', 'tiny.js']);
  });

  it('serves brotli when accepted, with the JS type, Vary and immutable caching', async () => {
    const res = await binary(
      request(app()).get('/main.1234abcd.js').set('Accept-Encoding', 'gzip, br'),
    ).expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    // superagent decodes br as well; content-encoding says what went over the wire.
    expect(raw(res).toString()).toBe(chunk);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await binary(request(app()).get('/main.1234abcd.js').set('Accept-Encoding', 'gzip')).expect(
      200,
    );
    expect(gz.headers['content-encoding']).toBe('gzip');
    // superagent inflates gzip itself; the header says what went over the wire.
    expect(raw(gz).toString()).toBe(chunk);
    const plain = await binary(
      request(app()).get('/main.1234abcd.js').set('Accept-Encoding', 'identity'),
    ).expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(raw(plain).toString()).toBe(chunk);
  });

  it('keeps stable names revalidated when a compressed copy is served', async () => {
    const res = await request(app()).get('/remoteEntry.js').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never re-encodes images', async () => {
    const res = await binary(request(app()).get('/cover.png').set('Accept-Encoding', 'br, gzip')).expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(raw(res).equals(png)).toBe(true);
  });

  it('serves the SPA fallback page compressed too', async () => {
    const shell = createStaticApp({ distDir, isRemote: false, runtimeConfig: () => ({ remotes: {} }) });
    const res = await binary(
      request(shell).get('/top-100').set('Accept', 'text/html').set('Accept-Encoding', 'br'),
    ).expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    // superagent decodes br as well; content-encoding says what went over the wire.
    expect(raw(res).toString()).toContain('id="root"');
  });

  it("compresses the pages made per request (a playlist's), and nothing twice", async () => {
    // Nobody answers on port 1: the page is made with the site's default tags, and drawn by no one.
    const env = {
      SHARE_API_URL: process.env.SHARE_API_URL,
      MFE_FEED_SERVER_URL: process.env.MFE_FEED_SERVER_URL,
    };
    process.env.SHARE_API_URL = 'http://127.0.0.1:1';
    process.env.MFE_FEED_SERVER_URL = 'http://127.0.0.1:1';
    const pageDist = mkdtempSync(path.join(tmpdir(), 'web-page-'));
    writeFileSync(
      path.join(pageDist, 'index.html'),
      `<html><head></head><body>${' '.repeat(2000)}</body></html>`,
    );
    writeFileSync(path.join(pageDist, 'main.1234abcd.js'), chunk);
    precompressDist(pageDist);
    const shell = createStaticApp({
      distDir: pageDist,
      isRemote: false,
      runtimeConfig: () => ({ remotes: {} }),
    });
    for (const [name, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    const page = (encoding: string) =>
      binary(
        request(shell).get('/playlists/p1').set('Accept', '*/*').set('Accept-Encoding', encoding),
      ).expect(200);
    const br = await page('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(raw(br).toString()).toContain('og:site_name');
    const plain = await page('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Each supertest request has its own port, which og:url names.
    const unported = (r: request.Response) =>
      raw(r)
        .toString()
        .replace(/127\.0\.0\.1:\d+/g, 'origin');
    expect(unported(plain)).toBe(unported(br));
    // A precompressed file through the same app: br once, not br of br.
    const chunkRes = await binary(
      request(shell).get('/main.1234abcd.js').set('Accept-Encoding', 'br'),
    ).expect(200);
    expect(chunkRes.headers['content-encoding']).toBe('br');
    expect(raw(chunkRes).toString()).toBe(chunk);
    rmSync(pageDist, { recursive: true, force: true });
  });
});
