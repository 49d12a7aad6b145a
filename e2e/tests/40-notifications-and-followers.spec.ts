// Notifications and followers end to end: A follows B; B posts a playlist; A's bell moves without
// a reload (the live unread-count stream, well before the 60 s poll), /notifications shows the card
// with 'View Playlist', marking it read clears the badge; B's /followers lists A. Users are
// registered through the API and verified by the link mailed to Mailpit; the playlist is deleted.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { mailedLink } from '../support/mailpit';

const run = Date.now().toString(36);
const password = 'cosmic-pass-123';

interface Account {
  id: number;
  username: string;
}

/** Registers and verifies through `api` (signed in afterwards, in that cookie jar). */
async function register(api: APIRequestContext, name: string): Promise<Account> {
  const username = `${name}_${run}`;
  const email = `${username}@example.test`;
  const res = await api.post('/api/register', { data: { username, email, password } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  const user = (await res.json()) as Account;
  const verified = await api.get(await mailedLink(email, 'Verify', '/api/verify-email'), { maxRedirects: 0 });
  expect(verified.headers().location, `${verified.status()} ${await verified.text()}`).toContain(
    '/verification-success',
  );
  return user;
}

/** No welcome modal over the pages under test. */
async function skipOnboarding(context: BrowserContext, user: Account): Promise<void> {
  await context.addInitScript((id) => localStorage.setItem(`neverShowOnboarding_${id}`, 'true'), user.id);
}

const bell = (page: Page) => page.getByTestId('notifications-bell');

test('a follower is told live of a new playlist, reads it, and is listed among the followers', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two registrations with their mails, a live push, two browsers
  const fan = await register(page.request, 'fan');
  await skipOnboarding(page.context(), fan);
  const curatorContext = await browser.newContext({ baseURL });
  const curator = await register(curatorContext.request, 'curator');
  await skipOnboarding(curatorContext, curator);
  let playlistId: string | undefined;

  try {
    // Before anyone follows: no badge, and the spec's empty texts.
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(
      page.getByText('No notifications yet. Follow other users to get notified when they post playlists!'),
    ).toBeVisible();
    await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
    await expectAccessible(page, '/notifications');
    await expect(page.getByTestId('unread-badge')).not.toContainText(/\d/);
    await page.goto('/followers');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Followers' })).toBeVisible();
    await expect(page.getByText("You don't have any followers yet.")).toBeVisible();
    await expect(page.getByText('Share your playlists to attract followers!')).toBeVisible();

    const follow = await page.request.post(`/api/users/${curator.id}/follow`);
    expect(follow.status(), await follow.text()).toBe(200);

    // The fan waits on the home page; the post reaches the bell without a reload.
    await page.goto('/');
    await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const title = `Live Push ${run}`;
    const posted = await curatorContext.request.post('/api/playlists', {
      data: {
        title,
        description: 'Told to followers',
        platform: 'spotify',
        playlistUrl: `https://open.spotify.com/playlist/${run}NOTIFYxxxxxxxxxxxx`.slice(0, 60),
        tags: ['live'],
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    playlistId = ((await posted.json()) as { id: string }).id;
    // Far inside the 60 s poll: only the pushed count can move it this soon.
    await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, 1 unread', { timeout: 10_000 });
    await expect(page.getByTestId('unread-badge')).toContainText('1');
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);

    await bell(page).click();
    await expect(page).toHaveURL(/\/notifications$/);
    const card = page.getByTestId('notification-card');
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAttribute('data-read', 'false');
    await expect(card.getByText('Unread:')).toBeAttached();
    await expect(card.getByTestId('relative-time')).toHaveText(/^\d+m ago$/);
    const viewPlaylist = card.getByRole('link', { name: 'View Playlist' });
    await expect(viewPlaylist).toHaveAttribute('href', `/playlists/${playlistId}`);
    await expect(page.getByRole('button', { name: 'Load More Notifications' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Mark as read' }).click();
    await expect(card).toHaveAttribute('data-read', 'true');
    await expect(card.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
    await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
    await expect(page.getByTestId('unread-badge')).not.toContainText(/\d/);
    await page.reload();
    await expect(page.getByTestId('notification-card')).toHaveAttribute('data-read', 'true');
    await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');

    await page.getByRole('link', { name: 'View Playlist' }).click();
    await expect(page).toHaveURL(`/playlists/${playlistId}`);
    await expect(page.getByText(title).first()).toBeVisible();

    // The curator sees the fan among their followers.
    const curatorPage = await curatorContext.newPage();
    await curatorPage.goto('/followers');
    const row = curatorPage.getByTestId('follower-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('follower-username')).toHaveText(fan.username);
    await expect(row.getByTestId('user-avatar')).toHaveText(fan.username.charAt(0).toUpperCase());
    const viewProfile = row.getByRole('link', { name: 'View Profile' });
    await expect(viewProfile).toHaveAttribute('href', `/users/${fan.id}`);
    await viewProfile.click();
    await expect(curatorPage).toHaveURL(`/users/${fan.id}`);
  } finally {
    if (playlistId) await curatorContext.request.delete(`/api/playlists/${playlistId}`);
    await curatorContext.close();
  }
});
