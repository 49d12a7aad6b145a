import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  writeFileSync(path.join(distDir, 'main.1234abcd.js.map'), '{"sources":["bootstrap.tsx"]}');
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

describe('security headers and source maps', () => {
  const shell = (remotes: Record<string, string>) =>
    createStaticApp({ distDir, isRemote: false, runtimeConfig: () => ({ remotes }) });

  it('sends the CSP, nosniff, framing and referrer headers on pages and assets', async () => {
    for (const path of ['/', '/playlists/42', '/main.1234abcd.js', '/runtime-config.json']) {
      const res = await request(shell({ feed: '/mfe/feed/mf-manifest.json' }))
        .get(path)
        .expect(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain('frame-src https://open.spotify.com https://embed.music.apple.com');
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  it('lets scripts come from a remote on another origin named by the runtime config', async () => {
    const res = await request(shell({ feed: 'https://feed.cdn.example/mfe/mf-manifest.json' }))
      .get('/')
      .expect(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self' https://feed.cdn.example;");
  });

  it('never serves a source map, from the shell or a remote', async () => {
    await request(shell({})).get('/main.1234abcd.js.map').expect(404);
    await request(createStaticApp({ distDir, isRemote: true }))
      .get('/main.1234abcd.js.map')
      .expect(404);
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

describe('shell static app with a fake gateway: shared links and crawlers', () => {
  let fake: Server;
  const saved = { SHARE_API_URL: process.env.SHARE_API_URL, PUBLIC_URL: process.env.PUBLIC_URL };
  const shellWithHead = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-head-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head><title>Sonic Nexus</title></head><body><div id="root"></div></body></html>',
    );
    return dir;
  };
  let headDist: string;

  beforeAll(async () => {
    headDist = shellWithHead();
    fake = createServer((req, res) => {
      const found = req.url === '/api/playlists/p-42';
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          found
            ? { id: 'p-42', title: 'Nebula <Nights>', description: '', platform: 'youtube', username: 'dj' }
            : { message: 'Playlist not found' },
        ),
      );
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    process.env.SHARE_API_URL = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    delete process.env.PUBLIC_URL; // og:url then follows the request's Host
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(headDist, { recursive: true, force: true });
    await new Promise((resolve) => fake.close(resolve));
  });

  const shell = () => createStaticApp({ distDir: headDist, isRemote: false });

  it('answers an extension-less page asked with Accept: */* (crawlers, curl) with the page', async () => {
    for (const page of ['/playlists/abc', '/top-100', '/users/7']) {
      const res = await request(shell()).get(page).set('Accept', '*/*').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('id="root"');
    }
    const unknown = await request(shell()).get('/playlists/abc').set('Accept', '*/*').expect(200);
    expect(unknown.text).toContain('<meta property="og:title" content="Sonic Nexus" />');
    await request(shell()).get('/missing-chunk.js').set('Accept', '*/*').expect(404);
    await request(shell()).post('/top-100').set('Accept', '*/*').expect(404);
  });

  it('gives /playlists/{id} and /?playlist={id} the playlist tags in the head', async () => {
    for (const page of ['/playlists/p-42', '/?playlist=p-42']) {
      const res = await request(shell()).get(page).set('Accept', '*/*').set('Host', 'sonic.test').expect(200);
      const head = res.text.slice(0, res.text.indexOf('</head>'));
      expect(head).toContain('<meta property="og:title" content="Nebula &lt;Nights&gt;" />');
      expect(head).toContain('<meta property="og:url" content="http://sonic.test/playlists/p-42" />');
      expect(head).toContain(
        '<meta property="og:image" content="http://sonic.test/api/playlists/p-42/card.png" />',
      );
      expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(head).toContain('content="A YouTube Music playlist by dj on Sonic Nexus."');
    }
    const home = await request(shell()).get('/').set('Accept', 'text/html').expect(200);
    expect(home.text).not.toContain('og:title');
  });

  it("answers / with the home page's prerendered frame and every other page with page.html", async () => {
    const dir = shellWithHead();
    writeFileSync(
      path.join(dir, 'page.html'),
      '<html><head><title>Sonic Nexus</title></head><body><div id="root">page frame</div></body></html>',
    );
    try {
      const app = createStaticApp({ distDir: dir, isRemote: false });
      const home = await request(app).get('/').set('Accept', 'text/html').expect(200);
      expect(home.text).not.toContain('page frame');
      for (const page of ['/top-100', '/users/7', '/playlists/p-42']) {
        const res = await request(app).get(page).set('Accept', 'text/html').expect(200);
        expect(res.text).toContain('<div id="root">page frame</div>');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
      // A shared playlist keeps its link preview on both forms, each in its own frame.
      const shared = await request(app).get('/playlists/p-42').set('Accept', 'text/html').expect(200);
      expect(shared.text).toContain('content="Nebula &lt;Nights&gt;"');
      const sharedHome = await request(app).get('/?playlist=p-42').set('Accept', 'text/html').expect(200);
      expect(sharedHome.text).toContain('content="Nebula &lt;Nights&gt;"');
      expect(sharedHome.text).not.toContain('page frame');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves a remote without link previews', async () => {
    const remote = createStaticApp({ distDir: headDist, isRemote: true });
    const res = await request(remote).get('/playlists/p-42').set('Accept', 'text/html').expect(200);
    expect(res.text).not.toContain('og:title');
  });
});
