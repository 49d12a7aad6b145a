// The thin path of the platform foundation: browser → edge → shell + remotes, and
// browser → edge → gateway → gRPC → playlist service → MongoDB (FerretDB) and back.
// Runs first (files run in name order on one worker): it needs the empty feed of a fresh platform.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { startWeb, stopWeb } from '../support/platform-control';

test('the shell renders the feed remote with the empty feed from the real API', async ({ page, request }) => {
  const feed = await request.get('/api/playlists?page=1&limit=10');
  expect(feed.status()).toBe(200);
  expect(await feed.json()).toEqual({ playlists: [], hasMore: false, currentPage: 1 });

  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  const body = JSON.stringify(await health.json());
  for (const name of ['user', 'playlist', 'vote', 'notification', 'mongodb', 'nats', 'email', 'search']) {
    expect(body).toContain(`"${name}"`);
  }
  expect((await request.get('/api/user')).status()).toBe(401);
  const missing = await request.get('/api/no-such-call');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).message).toBeTruthy();

  for (const remote of ['feed', 'profile', 'auth']) {
    const manifest = await request.get(`/mfe/${remote}/mf-manifest.json`);
    expect(manifest.status(), `/mfe/${remote}/mf-manifest.json`).toBe(200);
    expect((await manifest.json()).name).toBe(`mfe_${remote}`);
  }

  await page.goto('/');
  await expect(page.getByText('Music playlist voting').first()).toBeVisible();
  await expect(page.getByTestId('remote-area-feed')).toBeVisible();
  await expect(page.getByText('No playlists yet!').first()).toBeVisible();
  await expect(page.getByText('Be the first to share your playlist').first()).toBeVisible();

  // The 404 page in the site's own style: its one h1, the spec's two lines, a title and a way home.
  await page.goto('/somewhere-that-does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Sonic Nexus');
  await expect(page.getByTestId('not-found-page').locator('.ant-result')).toHaveCount(0);
  await expectAccessible(page, 'the 404 page');
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('remote-area-feed')).toBeVisible();
});

test('the page frame offers the PNG icons the build drew from the favicon', async ({ page, request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const icons = ((await manifest.json()) as { icons: Array<{ src: string; sizes: string; purpose: string }> })
    .icons;
  const pngs = icons.filter((icon) => icon.src.endsWith('.png'));
  expect(pngs.map((icon) => `${icon.src} ${icon.sizes} ${icon.purpose}`)).toEqual([
    '/icon-192.png 192x192 any',
    '/icon-512.png 512x512 any',
    '/icon-maskable-512.png 512x512 maskable',
  ]);
  await page.goto('/');
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(touchIcon).toBe('/apple-touch-icon.png');
  for (const src of [...pngs.map((icon) => icon.src), touchIcon ?? '']) {
    const res = await request.get(src);
    expect(res.status(), src).toBe(200);
    expect(res.headers()['content-type'], src).toBe('image/png');
    const body = await res.body();
    expect(body.subarray(1, 4).toString('latin1'), src).toBe('PNG');
    // Width and height sit in the IHDR chunk, right after the 8-byte signature and its header.
    const size = Number(/(\d+)\.png$/.exec(src)?.[1] ?? 180);
    expect([body.readUInt32BE(16), body.readUInt32BE(20)], src).toEqual([size, size]);
  }
});

test('a remote that is down becomes an error card with a retry, and the rest keeps working', async ({
  page,
}) => {
  await stopWeb('mfe-profile');

  await page.goto('/');
  await expect(page.getByText('No playlists yet!').first()).toBeVisible();

  // /users/{id} is a public route owned by the profile remote.
  await page.goto('/users/1');
  const card = page.getByTestId('remote-error-profile');
  await expect(card).toBeVisible();
  await expect(page.getByText('Music playlist voting').first()).toBeVisible();

  await startWeb('mfe-profile');
  await card.getByRole('button', { name: /retry/i }).click();
  await expect(page.getByTestId('remote-area-profile')).toBeVisible();
  await expect(page.getByTestId('remote-error-profile')).toHaveCount(0);
});
