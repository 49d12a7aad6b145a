// The feed's playlist page drawn on its server, end to end below the browser: the feed's real
// prerender bundle, built as its image builds it, served by the remote's static server over the
// real gateway, user and playlist services, and read by the shell's server (askFeedPage). The page
// the browser's first render draws (title, description, the layout asked for), the cache it was
// drawn from, user text escaped, and nothing drawn for other paths, unknown or malformed ids and a
// gateway that does not answer.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aStoredPlaylist, aUser, startGatewayStack, type GatewayStack } from '@sonic-nexus/test-kit';
import { askFeedPage, type AskPage } from '@sonic-nexus/web-server/prerendered-page';
import { createStaticApp } from '@sonic-nexus/web-server/static-app';
import { webApps } from '@sonic-nexus/web-server/web-apps';
import { buildPrerenderBundle } from './build-prerender';

let s: GatewayStack<'user' | 'playlist'>;
let distDir: string;
const servers: Server[] = [];

/** The feed's static server over the built dist, reading playlists from `gateway`. */
async function feedServer(gateway: string): Promise<AskPage> {
  const before = process.env.SHARE_API_URL;
  process.env.SHARE_API_URL = gateway;
  const app = createStaticApp({ distDir, isRemote: true });
  if (before === undefined) delete process.env.SHARE_API_URL;
  else process.env.SHARE_API_URL = before;
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return askFeedPage(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 5_000);
}

let ask: AskPage;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'feed-prerender-'));
  const [stack, built] = await Promise.all([
    startGatewayStack({ label: 'feed-prerender', services: ['user', 'playlist'] }),
    buildPrerenderBundle(webApps['mfe-feed'].dir, distDir),
  ]);
  s = stack;
  expect(built).toBe(true);
  ask = await feedServer(s.baseUrl);
}, 180_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(distDir, { recursive: true, force: true });
  await s?.stop();
}, 30_000);

interface DrawnQuery {
  queryKey: readonly unknown[];
  state: { data: { id: string; title: string }; status: string };
}

it('draws the playlist page with its title, description and the layout asked for, and its cache', async () => {
  const curator = await aUser(s);
  const id = await aStoredPlaylist(s, curator, {
    title: 'Nebula Nights',
    description: 'Late night synthwave\nfor the long drive home',
  });
  const phone = await ask(`/playlists/${id}`, false);
  const html = phone?.html ?? '';
  expect(html).toContain('data-testid="playlist-page"');
  expect(html).toMatch(/<h1[^>]*>Nebula Nights<\/h1>/);
  expect(html).toContain('Late night synthwave\nfor the long drive home');
  expect(html).toContain(`by @<!-- -->${curator.username}`);
  expect(html).toContain('data-compact="true"');
  const queries = (phone?.state as { queries: DrawnQuery[] }).queries;
  expect(queries).toHaveLength(1);
  expect(queries[0]?.state).toMatchObject({ status: 'success', data: { id, title: 'Nebula Nights' } });
  expect(queries[0]?.queryKey).toEqual(['/api/playlists', id]);

  const desktop = await ask(`/playlists/${id}/`, true);
  expect(desktop?.html).toContain('data-compact="false"');
});

it('escapes what users wrote', async () => {
  const curator = await aUser(s);
  const id = await aStoredPlaylist(s, curator, {
    title: '</h1><script>alert(1)</script>',
    description: '<img src=x onerror=alert(2)>',
  });
  const html = (await ask(`/playlists/${id}`, true))?.html ?? '';
  expect(html).toContain('&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
  expect(html).not.toContain('<script>');
  expect(html).not.toContain('<img src=x');
});

it('leaves other pages, unknown and malformed ids to the browser', async () => {
  for (const page of ['/', '/top-100', '/history', '/playlists', '/playlists/a/b']) {
    expect(await ask(page, true)).toBeNull();
  }
  expect(await ask('/playlists/00000000-0000-4000-8000-000000000000', true)).toBeNull();
  expect(await ask('/playlists/%E0%A4%A', true)).toBeNull();
});

// Last: the bundle is loaded once per process, so this server's gateway becomes everyone's.
it('leaves the page to the browser when the gateway does not answer', async () => {
  const curator = await aUser(s);
  const id = await aStoredPlaylist(s, curator);
  expect(await ask(`/playlists/${id}`, true)).not.toBeNull();
  const unanswered = await feedServer('http://127.0.0.1:1');
  expect(await unanswered(`/playlists/${id}`, true)).toBeNull();
});
