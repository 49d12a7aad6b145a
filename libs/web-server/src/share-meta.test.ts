// share-meta against a fake gateway (a local http server standing in for /api/playlists/{id}):
// the tags of a shared playlist, escaping of user text, the per-playlist keep, and the fallback
// to the site's default tags when the playlist is unknown, the gateway fails or is slow.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import type { AskPage } from './prerendered-page';
import { escapeHtml, injectHead, sharedPlaylistId, shareMeta, SITE_DESCRIPTION } from './share-meta';

const EVIL = `</title><script>alert("x")</script>' "quoted" & co`;
const playlists: Record<string, object> = {
  p1: {
    id: 'p1',
    title: 'Nebula Nights',
    description: 'Late night synthwave',
    platform: 'spotify',
    username: 'cosmic_dj',
  },
  evil: {
    id: 'evil',
    title: EVIL,
    description: `<img src=x onerror=alert(1)>`,
    platform: 'apple',
    username: null,
  },
};
let asked: string[] = [];
let fake: Server;
let fakeUrl: string;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'share-meta-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>Sonic Nexus</title></head><body><div id="root"></div></body></html>',
  );
  fake = createServer((req, res) => {
    asked.push(req.url ?? '');
    const id = decodeURIComponent((req.url ?? '').replace('/api/playlists/', ''));
    if (id === 'broken') return res.writeHead(503).end('{}');
    if (id === 'slow')
      return void setTimeout(() => res.writeHead(200).end(JSON.stringify(playlists.p1)), 1000);
    const found = playlists[id];
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(found ?? { message: 'Playlist not found' }));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  rmSync(distDir, { recursive: true, force: true });
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  asked = [];
});

function app(ttlMs = 60_000) {
  const a = express();
  a.use(shareMeta({ distDir, apiUrl: fakeUrl, publicUrl: 'https://sonic.example', timeoutMs: 300, ttlMs }));
  a.use((_req, res) => res.status(418).send('not a shared page'));
  return a;
}

/** The content of each <meta property|name=key> in the page, unescaped by a real parser's rules. */
function metas(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) out[m[1]] = m[2];
  return out;
}

describe('share-meta with a fake gateway', () => {
  it('writes the OpenGraph and Twitter tags of /playlists/{id} into the head', async () => {
    const res = await request(app()).get('/playlists/p1').set('Accept', '*/*').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const tags = metas(res.text);
    expect(tags).toEqual({
      'og:site_name': 'Sonic Nexus',
      'og:type': 'website',
      'og:title': 'Nebula Nights',
      'og:description': 'Late night synthwave',
      'og:url': 'https://sonic.example/playlists/p1',
      'og:image': 'https://sonic.example/api/playlists/p1/card.png',
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Nebula Nights: Spotify playlist by cosmic_dj',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Nebula Nights',
      'twitter:description': 'Late night synthwave',
      'twitter:image': 'https://sonic.example/api/playlists/p1/card.png',
      'twitter:image:alt': 'Nebula Nights: Spotify playlist by cosmic_dj',
    });
    expect(res.text).toContain('<title>Nebula Nights · Sonic Nexus</title>');
    expect(res.text.indexOf('og:title')).toBeLessThan(res.text.indexOf('</head>'));
    expect(res.text).toContain('<div id="root"></div>');
    expect(asked).toEqual(['/api/playlists/p1']);
  });

  it('answers /?playlist={id} with the same tags, and leaves other pages alone', async () => {
    const tags = metas((await request(app()).get('/?playlist=p1').expect(200)).text);
    expect(tags['og:title']).toBe('Nebula Nights');
    expect(tags['og:url']).toBe('https://sonic.example/playlists/p1');
    await request(app()).get('/').expect(418);
    await request(app()).get('/top-100').expect(418);
    await request(app()).get('/playlists/p1/extra').expect(418);
    await request(app()).post('/playlists/p1').expect(418);
    expect(asked).toEqual(['/api/playlists/p1']);
  });

  it('keeps user text inert: a title with </title><script> and quotes stays inside its attribute', async () => {
    const html = (await request(app()).get('/playlists/evil').expect(200)).text;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    const tags = metas(html);
    expect(tags['og:title']).toBe(escapeHtml(EVIL));
    expect(tags['og:title']).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; &quot;quoted&quot; &amp; co',
    );
    expect(tags['og:description']).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(tags['og:image:alt']).toContain('Apple Music playlist');
    expect(html).toContain(`<title>${escapeHtml(EVIL)} · Sonic Nexus</title>`);
  });

  it.each([
    ['an unknown playlist (404)', 'nope'],
    ['a failing gateway (503)', 'broken'],
    ['a gateway slower than the timeout', 'slow'],
  ])('serves the page with the default tags for %s', async (_name, id) => {
    const started = Date.now();
    const res = await request(app()).get(`/playlists/${id}`).expect(200);
    expect(Date.now() - started).toBeLessThan(900);
    const tags = metas(res.text);
    expect(tags['og:title']).toBe('Sonic Nexus');
    expect(tags['og:description']).toBe(SITE_DESCRIPTION);
    expect(tags['og:site_name']).toBe('Sonic Nexus');
    expect(tags['twitter:card']).toBe('summary');
    expect(tags['og:image']).toBeUndefined();
    expect(res.text).toContain('<title>Sonic Nexus</title>');
    expect(asked).toEqual([`/api/playlists/${id}`]);
  });

  it('keeps a head for its time, then asks again; failures are not kept', async () => {
    const kept = app(60_000);
    await request(kept).get('/playlists/p1').expect(200);
    await request(kept).get('/?playlist=p1').expect(200);
    await request(kept).get('/playlists/broken').expect(200);
    await request(kept).get('/playlists/broken').expect(200);
    expect(asked).toEqual(['/api/playlists/p1', '/api/playlists/broken', '/api/playlists/broken']);
    asked = [];
    const brief = app(1);
    await request(brief).get('/playlists/p1').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await request(brief).get('/playlists/p1').expect(200);
    expect(asked).toEqual(['/api/playlists/p1', '/api/playlists/p1']);
  });
});

describe("share-meta with the feed's server drawing the playlist page", () => {
  let pageDist: string;
  let pages: Array<[string, boolean]>;
  beforeAll(() => {
    pageDist = mkdtempSync(path.join(tmpdir(), 'share-meta-page-'));
    writeFileSync(
      path.join(pageDist, 'index.html'),
      '<html><head></head><body><main id="m"></main></body></html>',
    );
    writeFileSync(
      path.join(pageDist, 'page.html'),
      '<html><head><title>Sonic Nexus</title></head><body><div id="root"><main id="m" tabindex="-1"></main></div></body></html>',
    );
  });
  afterAll(() => rmSync(pageDist, { recursive: true, force: true }));
  beforeEach(() => {
    pages = [];
  });
  const drawingApp = (askPage: AskPage) => {
    const a = express();
    a.use(shareMeta({ distDir: pageDist, apiUrl: fakeUrl, publicUrl: 'https://sonic.example', askPage }));
    return a;
  };
  const drawing: AskPage = async (pagePath, wide) => {
    pages.push([pagePath, wide]);
    return { html: '<article>Nebula Nights</article>', state: { queries: [{ note: '</script><b>' }] } };
  };

  it('puts the drawn page into main, inert, with its cache, asked with the layout the browser suggests', async () => {
    const res = await request(drawingApp(drawing))
      .get('/playlists/p1')
      .set('Sec-CH-UA-Mobile', '?1')
      .expect(200);
    expect(res.text).toContain(
      '<main id="m" tabindex="-1"><div data-prerendered-area="feed" inert=""><article>Nebula Nights</article></div></main>',
    );
    const state = /<script type="application\/json" id="prerendered-state">(.*?)<\/script>/.exec(
      res.text,
    )?.[1];
    expect(JSON.parse(state ?? '')).toEqual({ queries: [{ note: '</script><b>' }] });
    expect(res.text).toContain('<title>Nebula Nights · Sonic Nexus</title>');
    expect(res.headers.vary).toBe('Sec-CH-UA-Mobile, User-Agent');
    await request(drawingApp(drawing))
      .get('/playlists/p1')
      .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36')
      .expect(200);
    expect(pages).toEqual([
      ['/playlists/p1', false],
      ['/playlists/p1', true],
    ]);
  });

  it('serves the page as before when the feed leaves it to the browser, and never asks for the home page', async () => {
    const res = await request(drawingApp(async () => null))
      .get('/playlists/p1')
      .expect(200);
    expect(res.text).toContain('<main id="m" tabindex="-1"></main>');
    expect(res.text).not.toContain('prerendered');
    expect(res.headers.vary).toBeUndefined();
    await request(drawingApp(drawing)).get('/?playlist=p1').expect(200);
    expect(pages).toEqual([]);
  });
});

describe('share-meta helpers', () => {
  it('reads the shared id from either URL form and refuses odd ones', () => {
    const id = (p: string, query: Record<string, unknown> = {}) => sharedPlaylistId({ path: p, query });
    expect(id('/playlists/abc')).toBe('abc');
    expect(id('/playlists/abc/')).toBe('abc');
    expect(id('/playlists/a%20b')).toBe('a b');
    expect(id('/', { playlist: 'xyz' })).toBe('xyz');
    expect(id('/', { playlist: ['a', 'b'] })).toBeNull();
    expect(id('/', { playlist: '' })).toBeNull();
    expect(id('/feed', { playlist: 'xyz' })).toBeNull();
    expect(id('/playlists/%E0%A4%A')).toBeNull();
    expect(id(`/playlists/${'x'.repeat(101)}`)).toBeNull();
  });

  it('injects before </head> and leaves a page without a head unchanged', () => {
    expect(injectHead('<head><title>a</title></head>', '<meta />', 'b&c')).toBe(
      '<head><title>b&amp;c</title><meta />\n</head>',
    );
    expect(injectHead('<div></div>', '<meta />')).toBe('<div></div>');
  });
});
