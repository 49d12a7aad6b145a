// The thin path of the platform foundation: browser → edge → shell + remotes, and
// browser → edge → gateway → gRPC → playlist service → MongoDB (FerretDB) and back.
// Runs first (files run in name order on one worker): it needs the empty feed of a fresh platform.
import { expect, test } from '@playwright/test';
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

  await page.goto('/somewhere-that-does-not-exist');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
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
