// Issue 30, the shell's and the auth and profile remotes' findings, one test each: a guest sent to
// /auth from the Cosmic Leaderboard is told why and comes back to /top-100 (and /auth refuses to
// send anyone to another site); toasts and footer links in the site's font; the reset page and its
// toast agree; the toast list, the search box's clear button and the share menu's Escape; the skip
// link to the playlists; the statistics tiles' rows; the tour's first highlight on the search box.
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { shot } from '../support/shots';
import { mailedLink } from '../support/mailpit';
import { expectToast } from '../support/toasts';

const run = Date.now().toString(36);
const password = 'cosmic-pass-123';

interface Account {
  id: number;
  username: string;
}

/** Registers through the API in `api`'s cookie jar (signed in afterwards), verified by the mailed link. */
async function registerVerified(api: APIRequestContext, name: string): Promise<Account> {
  const username = `${name}_${run}`;
  const email = `${username}@example.test`;
  const res = await api.post('/api/register', { data: { username, email, password } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  const user = (await res.json()) as Account;
  const verified = await api.get(await mailedLink(email, 'Verify', '/api/verify-email'), { maxRedirects: 0 });
  expect(verified.headers().location).toContain('/verification-success');
  return user;
}

/**
 * Signs `page` in as the journeys' one verified account (registrations per client are limited as
 * shipped, and the whole e2e suite registers from one address), with the welcome modal and tour put
 * away for good.
 */
async function signInQuietly(page: Page): Promise<Account> {
  const res = await page.request.post('/api/login', { data: { username: curator.username, password } });
  expect(res.status(), await res.text()).toBe(200);
  await page.addInitScript((id) => {
    localStorage.setItem(`neverShowOnboarding_${id}`, 'true');
  }, curator.id);
  return curator;
}

let seeder: APIRequestContext;
/** The one verified account of these journeys (it also seeds the playlist they read). */
let curator: Account;
const seeded: string[] = [];

test.beforeAll(async ({ baseURL }) => {
  seeder = await playwrightRequest.newContext({ baseURL });
  curator = await registerVerified(seeder, 'shellseed');
  const res = await seeder.post('/api/playlists', {
    data: {
      title: `Shell Finding ${run}`,
      description: 'for the share menu and the skip link',
      platform: 'spotify',
      playlistUrl: `https://open.spotify.com/playlist/${run}SHELLxxxxxxxxxxxxxxxx`.slice(0, 60),
      tags: ['shell'],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  seeded.push(((await res.json()) as { id: string }).id);
});

test.afterAll(async () => {
  for (const id of seeded) await seeder.delete(`/api/playlists/${id}`);
  await seeder.dispose();
});

for (const width of [1280, 390]) {
  test(`a guest sent to /auth from the Cosmic Leaderboard is told why and comes back to /top-100 (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const me = curator;
    await page.goto('/');
    await page.getByTestId('leaderboard-title').click();
    await expect(page).toHaveURL('/auth?next=%2Ftop-100');
    await expect(page.getByTestId('auth-reason')).toHaveText(
      'Please log in to view the Top 100 leaderboard.',
    );
    await shot(page, `auth-reason-${width}`);
    await expectAccessible(page, '/auth with the reason');
    await page.getByTestId('login-username').fill(me.username);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await expectToast(page, 'Welcome back!', `Logged in as ${me.username}`);
    await expect(page).toHaveURL('/top-100');
    await expect(page.getByText(/top-rated playlists ranked by fire votes|No playlists yet!/)).toBeVisible();

    // Only a path on this site: another origin, in any spelling, is refused and the user goes home.
    const origin = new URL(page.url()).origin;
    for (const next of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      await page.goto(`/auth?next=${encodeURIComponent(next)}`);
      await expect(page).toHaveURL(`${origin}/`);
    }
    await page.goto(`/auth?next=${encodeURIComponent('/top-100')}`);
    await expect(page).toHaveURL(`${origin}/top-100`);
  });
}

test('a guest told nothing by /auth when nothing sent them, and not for an unsafe next', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByTestId('auth-page')).toBeVisible();
  await expect(page.getByTestId('auth-reason')).toHaveCount(0);
  await page.goto(`/auth?next=${encodeURIComponent('//evil.example')}`);
  await expect(page.getByTestId('auth-page')).toBeVisible();
  await expect(page.getByTestId('auth-reason')).toHaveCount(0);
});

const fontOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontFamily);

test("toasts and the footer's links are drawn in the site's font", async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByTestId('toast')).toBeVisible();
  for (const locator of [
    page.getByTestId('toast-title'),
    page.getByTestId('toast-description'),
    page.getByTestId('footer-terms'),
    page.getByTestId('footer-privacy'),
  ]) {
    expect(await fontOf(locator)).toContain('Inter');
  }
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
    await shot(page, `footer-toast-${width}`);
  }
});

for (const width of [1280, 390]) {
  test(`the reset page says what its toast says (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const missing = 'This password reset link is invalid or missing the token.';
    await page.goto('/reset-password');
    await expect(page.getByTestId('reset-invalid')).toContainText('Invalid Reset Link');
    await expect(page.getByTestId('reset-invalid')).toContainText(missing);
    await expectToast(page, 'Invalid Link', missing);
    await shot(page, `reset-missing-${width}`);

    const expired = 'This password reset link is invalid or has expired. Please request a new one.';
    await page.goto(`/reset-password?token=not-a-real-token-${run}`);
    await expect(page.getByTestId('reset-invalid')).toContainText(expired);
    await expectToast(page, 'Invalid or Expired Link', expired);
  });
}

test('axe passes at /reset-password with its toast shown (the toast list)', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByTestId('toast')).toBeVisible();
  await expectAccessible(page, '/reset-password with its toast');
});

test("the search box's clear button is a 24 px target", async ({ page }) => {
  await page.goto('/');
  const search = page.getByTestId('feed-search');
  await search.fill('shell');
  const clear = page.locator('.ant-input-affix-wrapper', { has: search }).locator('.ant-input-clear-icon');
  await expect(clear).toBeVisible();
  const box = (await clear.boundingBox())!;
  expect([box.width >= 24, box.height >= 24]).toEqual([true, true]);
  await shot(page, 'search-clear-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await search.scrollIntoViewIfNeeded();
  await shot(page, 'search-clear-390');
  await page.setViewportSize({ width: 1280, height: 720 });
  await expectAccessible(page, '/ with a search typed');
  await clear.click();
  await expect(search).toHaveValue('');
});

test('Escape on a share menu opened by a click gives focus back to Share', async ({ page }) => {
  await page.goto('/');
  const card = page.getByTestId('playlist-card').filter({ hasText: `Shell Finding ${run}` });
  const share = card.getByTestId('share-button');
  await share.click();
  await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeHidden();
  await expect(share).toBeFocused();
  // And again, now that the menu's code is there.
  await share.click();
  await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeHidden();
  await expect(share).toBeFocused();
});

test("the first Tab on / is 'Skip to playlists', which moves focus to the feed's list", async ({ page }) => {
  await page.goto('/');
  const list = page.getByTestId('feed-list');
  await expect(list.getByTestId('playlist-card').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByTestId('skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toHaveText('Skip to playlists');
  await expect(skip).toBeInViewport();
  await shot(page, 'skip-link-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'skip-link-390');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list).toBeFocused();
  await expect(list).toBeInViewport();
  // The next Tab is inside the first card.
  await page.keyboard.press('Tab');
  expect(
    await list
      .getByTestId('playlist-card')
      .first()
      .evaluate((card) => card.contains(document.activeElement)),
  ).toBe(true);

  // Elsewhere it skips to the main content.
  await page.goto('/terms');
  // Live (not the prerendered frame React replaces): the top bar knows there is no user.
  await expect(page.getByTestId('login-button')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toHaveText('Skip to main content');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('shell-main')).toBeFocused();
});

for (const width of [1280, 390]) {
  test(`the statistics tiles fill their rows, Total Votes never alone (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await signInQuietly(page);
    await page.goto('/profile');
    const section = page.getByTestId('account-statistics-section');
    await expect(section.getByTestId('stat-total').getByTestId('stat-value')).toHaveText('0');
    const rows = await section.locator('dl').evaluate((grid) => {
      const box = grid.getBoundingClientRect();
      const byRow = new Map<number, number>();
      for (const tile of Array.from(grid.children)) {
        const r = tile.getBoundingClientRect();
        byRow.set(Math.round(r.top), (byRow.get(Math.round(r.top)) ?? 0) + r.width);
      }
      // Per row: the share of the grid's width its tiles take (gaps aside).
      return [...byRow.values()].map((used) => Math.round((used / box.width) * 100));
    });
    for (const used of rows) expect(used).toBeGreaterThanOrEqual(90);
    await section.scrollIntoViewIfNeeded();
    await shot(page, `profile-stats-${width}`);
    await expectAccessible(page, '/profile');
  });
}

test("the tour's first highlight frames the search box", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await signInQuietly(page);
    await page.goto('/');
    await expect(page.getByTestId('playlist-card').first()).toBeVisible();
    await page.getByTestId('user-button').click();
    await page.getByRole('menuitem', { name: 'Take Tour' }).click();
    await expect(page.getByTestId('tour-step')).toContainText('Discover Music');
    const frame = page.locator('.ant-input-affix-wrapper', { has: page.getByTestId('feed-search') });
    const highlight = page.getByTestId('tour-highlight');
    await expect(highlight).toBeVisible();
    // The highlight is drawn 6 px outside its target on every side.
    await expect(async () => {
      const [h, f] = [(await highlight.boundingBox())!, (await frame.boundingBox())!];
      expect(
        [h.x - (f.x - 6), h.y - (f.y - 6), h.width - (f.width + 12), h.height - (f.height + 12)].map(
          (d) => Math.abs(d) <= 1.5,
        ),
        JSON.stringify({ highlight: h, frame: f }),
      ).toEqual([true, true, true, true]);
    }).toPass({ timeout: 5_000 });
    await shot(page, `tour-search-${width}`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('tour-step')).toBeHidden();
    await page.request.post('/api/logout');
    await page.context().clearCookies();
  }
});

for (const width of [1280, 390]) {
  test(`an unverified user can ask for a new verification link, within the resend limit (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const username = `unverified${width}_${run}`;
    const res = await page.request.post('/api/register', {
      data: { username, email: `${username}@example.test`, password },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    await page.goto('/profile');
    const warning = page.getByTestId('account-verify-warning');
    await expect(warning).toContainText(
      'Please check your inbox and verify your email to vote on playlists!',
    );
    const resend = warning.getByTestId('resend-verification-action');
    await resend.click();
    await expectToast(
      page,
      'Verification Email Sent!',
      'Please check your inbox for a new verification email.',
    );
    await warning.scrollIntoViewIfNeeded();
    await shot(page, `profile-resend-${width}`);
    await expectAccessible(page, '/profile unverified, after a resend');
    // RATE_LIMIT_EMAIL_PER_ACCOUNT (5 an hour): the sixth is refused in the server's words.
    for (let sent = 1; sent < 5; sent += 1) {
      await expect(resend).not.toHaveClass(/ant-btn-loading/);
      await resend.click();
      await expectToast(page, 'Verification Email Sent!');
    }
    await expect(resend).not.toHaveClass(/ant-btn-loading/);
    await resend.click();
    await expectToast(page, 'Failed to Send Email', 'Too many requests, please try again later');
  });
}
