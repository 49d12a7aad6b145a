import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createStaticApp } from './static-app';

let distDir: string;

beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), '<div id="root"></div>');
  writeFileSync(path.join(distDir, 'remoteEntry.js'), 'var mfe_feed;');
  writeFileSync(path.join(distDir, 'main.1234abcd.js'), 'console.log(1);');
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('shell static app', () => {
  const app = () =>
    createStaticApp({
      distDir,
      isRemote: false,
      runtimeConfig: () => ({ remotes: { feed: '/f', profile: '/p', auth: '/a' } }),
    });

  it('serves /runtime-config.json uncached', async () => {
    const res = await request(app()).get('/runtime-config.json').expect(200);
    expect(res.body).toEqual({ remotes: { feed: '/f', profile: '/p', auth: '/a' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers page navigations with index.html but leaves missing assets a 404', async () => {
    const page = await request(app()).get('/playlists/42').set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('id="root"');
    await request(app()).get('/missing-chunk.js').set('Accept', '*/*').expect(404);
  });

  it('caches hashed chunks for good and revalidates stable names', async () => {
    const chunk = await request(app()).get('/main.1234abcd.js').expect(200);
    expect(chunk.headers['cache-control']).toContain('immutable');
    const entry = await request(app()).get('/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
  });
});

describe('remote static app', () => {
  it('allows any origin, so the remote also loads cross-origin', async () => {
    const app = createStaticApp({ distDir, isRemote: true });
    const res = await request(app).get('/remoteEntry.js').expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    await request(app).get('/runtime-config.json').set('Accept', '*/*').expect(404);
  });
});
