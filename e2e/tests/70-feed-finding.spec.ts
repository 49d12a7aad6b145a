// Issue 30, the feed's part: finding the good stuff where one looks, at 1280 and at 390 px. The add
// form opened from far down the feed is on screen with focus in its first field; a share link shows
// its playlist on screen once; a card's title and covers open its page; on a 390×844 phone the first
// card is on the first screen, for a guest and a signed-in user; and the small ones (a tag with no
// playlists, the not-found playlist page, Top 100's ranks 1-5 on a phone, a duration of 0).
// Screenshots of each screen go to E2E_SHOTS_DIR when it is set (reviewers look at them).
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { shots } from '../support/shots';
import { mailedLink } from '../support/mailpit';

const run = Date.now().toString(36);
const password = 'cosmic-pass-123';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// More than the feed's first page and enough for a full home leaderboard card, as on a lived-in site.
const PLAYLISTS = 12;
const TAG = `finding${run}`;

interface Account {
  id: number;
  username: string;
}

/** Registers in `api`'s cookie jar (signed in afterwards), verified by the mailed link when asked. */
async function register(api: APIRequestContext, name: string, verify: boolean): Promise<Account> {
  const username = `${name}_${run}`;
  const email = `${username}@example.test`;
  const res = await api.post('/api/register', { data: { username, email, password } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  const user = (await res.json()) as Account;
  if (verify) {
    const verified = await api.get(await mailedLink(email, 'Verify', '/api/verify-email'), {
      maxRedirects: 0,
    });
    expect(verified.headers().location, `${verified.status()}`).toContain('/verification-success');
  }
  return user;
}

// Two accounts for the whole file (registrations are limited per client, and the journeys share
// one platform): the seeder, left unverified, and a verified reader; a page signs in with their
// session cookie.
let seeder: APIRequestContext;
let reader: APIRequestContext;
let readerAccount: Account;
const seeded: { id: string; title: string }[] = [];

/** Signs `page` in as the seeder (unverified), or as the verified reader without the welcome modal. */
async function signIn(page: Page, as: 'unverified' | 'verified'): Promise<void> {
  const api = as === 'verified' ? reader : seeder;
  await page.context().addCookies((await api.storageState()).cookies);
  if (as === 'verified') {
    await page.addInitScript(
      (id) => localStorage.setItem(`neverShowOnboarding_${id}`, 'true'),
      readerAccount.id,
    );
  }
}

const newest = () => {
  const last = seeded.at(-1);
  if (!last) throw new Error('nothing seeded');
  return last;
};

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  seeder = await playwrightRequest.newContext({ baseURL });
  await register(seeder, 'finder', false);
  reader = await playwrightRequest.newContext({ baseURL });
  readerAccount = await register(reader, 'reader', true);
  // A picture uploaded through the API stands in for a platform's cover art (the seed has none).
  const painter = await browser.newPage({ viewport: { width: 300, height: 300 } });
  await painter.setContent(
    '<body style="margin:0;background:linear-gradient(135deg,#1a0b3d,#7b2ff7 45%,#f107a3)"></body>',
  );
  const picture = await painter.screenshot({ type: 'jpeg', quality: 85 });
  await painter.close();
  const upload = await seeder.post('/api/users/profile-picture/upload-direct', {
    multipart: { file: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: picture } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const coverUrl = ((await upload.json()) as { profilePictureUrl: string }).profilePictureUrl;
  for (let n = 1; n <= PLAYLISTS; n += 1) {
    const title = `Finding ${n} ${run}`;
    const res = await seeder.post('/api/playlists', {
      data: {
        title,
        description: `Playlist ${n} of the finding journey, with a few words to read.`,
        platform: 'spotify',
        playlistUrl: `https://open.spotify.com/playlist/${run}F${n}xxxxxxxxxxxxxxxxxxxx`.slice(0, 60),
        tags: [TAG, n % 2 ? 'synthwave' : 'lofi'],
        albumArtUrls: n % 2 ? [coverUrl, coverUrl] : [],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    seeded.push({ id: ((await res.json()) as { id: string }).id, title });
  }
});

test.afterAll(async () => {
  for (const { id } of seeded) await seeder.delete(`/api/playlists/${id}`);
  await seeder.dispose();
  await reader.dispose();
});

const feedCards = (page: Page) => page.getByTestId('feed-list').getByTestId('playlist-card');

/** The home page once who is here is known and its lists have arrived. */
async function homeSettled(page: Page): Promise<void> {
  await expect(page.getByTestId('leaderboard-entry').first()).toBeVisible();
  await expect(feedCards(page).first()).toBeVisible();
  await expect(page.getByTestId('home-page').locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Where `locator` is on the screen now, in CSS px from the viewport's top. */
async function screenBox(locator: Locator): Promise<{ top: number; bottom: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return { top: Math.round(box.y), bottom: Math.round(box.y + box.height) };
}

/** Wholly on the screen (below the sticky top bar's bottom edge at most: `minTop`). */
async function expectOnScreen(page: Page, locator: Locator, what: string, minTop = 0): Promise<void> {
  const { top, bottom } = await screenBox(locator);
  const height = page.viewportSize()?.height ?? 0;
  expect(top, `${what}: top ${top}`).toBeGreaterThanOrEqual(minTop);
  expect(bottom, `${what}: bottom ${bottom} of a ${height} px screen`).toBeLessThanOrEqual(height);
}

async function topBarBottom(page: Page): Promise<number> {
  return (await screenBox(page.getByTestId('top-bar'))).bottom;
}

for (const size of [DESKTOP, PHONE]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('the add form opened from far down the feed is on screen with focus in its first field', async ({
      page,
    }) => {
      await signIn(page, 'unverified');
      await page.goto('/');
      await homeSettled(page);
      const fifth = feedCards(page).nth(4);
      await fifth.scrollIntoViewIfNeeded();
      await expectOnScreen(page, fifth.getByTestId('playlist-title'), 'the 5th card title');

      await page.getByTestId('add-playlist-button').click();
      const title = page.getByTestId('playlist-title-input');
      await expect(title).toBeFocused();
      await expectOnScreen(page, title, 'the form’s Title field', await topBarBottom(page));
      await expectOnScreen(
        page,
        page.getByTestId('add-playlist-form').locator('.ant-card-head'),
        'the form’s heading',
        await topBarBottom(page),
      );
      await expectAccessible(page, '/ with the add form open');
      await shots(page, 'add-form-open');
    });

    test('a share link shows the shared playlist on screen, once', async ({ page }) => {
      const shared = newest();
      await page.goto(`/?playlist=${shared.id}`);
      await homeSettled(page);
      const sharedCard = page.getByTestId('shared-playlist').getByTestId('playlist-card');
      await expect(sharedCard).toHaveAttribute('data-playlist-id', shared.id);
      await expectOnScreen(page, sharedCard.getByTestId('playlist-title'), 'the shared card’s title');
      // Not a second time as the feed's first card.
      await expect(page.locator(`[data-playlist-id="${shared.id}"]`)).toHaveCount(1);
      await expect(feedCards(page).first()).not.toHaveAttribute('data-playlist-id', shared.id);
      await expectAccessible(page, '/?playlist= (a share link)');
      await shots(page, 'share-link');
    });

    test('a tag link shows its playlists on screen', async ({ page }) => {
      await page.goto(`/?tag=${TAG}`);
      await homeSettled(page);
      const first = feedCards(page).first();
      await expect(first).toHaveAttribute('data-playlist-id', newest().id);
      await expectOnScreen(page, first.getByTestId('playlist-title'), 'the first tagged card’s title');
      await expect(page.getByTestId('tag-filter')).toHaveValue(TAG);
      await shots(page, 'tag-link');
    });

    test('a card’s title and covers open its page, from the mouse and the keyboard', async ({ page }) => {
      const target = seeded[PLAYLISTS - 3];
      if (!target) throw new Error('nothing seeded');
      await page.goto(`/?tag=${TAG}`);
      await homeSettled(page);
      const card = feedCards(page).filter({ hasText: target.title });
      const titleLink = card.getByRole('heading', { name: target.title }).getByRole('link', {
        name: target.title,
      });
      await expect(titleLink).toHaveAttribute('href', `/playlists/${target.id}`);
      const coverLink = card.getByTestId('cover-link');
      await expect(coverLink).toHaveAttribute('href', `/playlists/${target.id}`);
      // The covers are not a second stop for the keyboard: the title is the card's one link to it.
      await expect(coverLink).toHaveAttribute('tabindex', '-1');

      await titleLink.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/playlists/${target.id}`);
      await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
      // On its own page the title is a heading, not a link to itself.
      await expect(page.getByRole('heading', { level: 1 }).getByRole('link')).toHaveCount(0);
      await expectAccessible(page, '/playlists/{id} from a card’s title');
      await shots(page, 'playlist-page');

      await page.goBack();
      await card.getByTestId('cover-link').click();
      await expect(page).toHaveURL(`/playlists/${target.id}`);
    });

    test('a tag with no playlists says so and offers to clear the filter', async ({ page }) => {
      await page.goto(`/?tag=nothing${run}`);
      const empty = page.getByTestId('feed-empty');
      await expect(empty).toContainText(`No playlists tagged #nothing${run}`);
      await expect(empty).not.toContainText('Be the first to share your playlist');
      await expectAccessible(page, '/?tag= with no playlists');
      await shots(page, 'tag-empty');
      await empty.getByRole('button', { name: 'Clear filters' }).click();
      await expect(page).toHaveURL('/');
      await expect(feedCards(page).first()).toBeVisible();
      await expect(page.getByTestId('tag-filter')).toHaveValue('');
    });

    test('the not-found playlist page has no Share', async ({ page }) => {
      await page.goto('/playlists/00000000-0000-4000-8000-000000000000');
      await expect(page.getByTestId('playlist-not-found')).toContainText('Playlist Not Found');
      await expect(page.getByTestId('share-page-button')).toHaveCount(0);
      await expect(page.getByTestId('back-to-feed')).toBeVisible();
      await expectAccessible(page, '/playlists/{unknown id}');
      await shots(page, 'playlist-not-found');
    });
  });
}

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: PHONE });

  async function expectFirstCardOnFirstScreen(page: Page, who: string): Promise<void> {
    await page.goto('/');
    await homeSettled(page);
    const card = feedCards(page).first();
    const { top } = await screenBox(card);
    console.log(`first card's top at 390x844, ${who}: ${top} px`);
    expect(top, `${who}: the first card's top`).toBeLessThan(PHONE.height);
    // Its header and title are readable there, not only its top edge.
    await expectOnScreen(page, card.getByTestId('playlist-title'), `${who}: the first card's title`);
    // The spec's order of sections is kept.
    const order = await Promise.all(
      ['leaderboard-card', 'filter-panel', 'feed-list'].map(
        async (id) => (await screenBox(page.getByTestId(id))).top,
      ),
    );
    expect(order, who).toEqual([...order].sort((a, b) => a - b));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }

  test('the first card is on the first screen for a guest', async ({ page }) => {
    await expectFirstCardOnFirstScreen(page, 'a guest');
    await expect(page.getByTestId('guest-banner')).toContainText('Guest Mode');
    await expectAccessible(page, '/ as a guest on a phone');
    await shots(page, 'home-guest');
  });

  test('the first card is on the first screen for a signed-in user', async ({ page }) => {
    await signIn(page, 'verified');
    await expectFirstCardOnFirstScreen(page, 'a verified user');
    await expectAccessible(page, '/ signed in on a phone');
    await shots(page, 'home-signed-in');
  });

  test('the first card is on the first screen for a user still to verify the email', async ({ page }) => {
    await signIn(page, 'unverified');
    await expectFirstCardOnFirstScreen(page, 'an unverified user');
    await expect(
      page.getByText('Please check your inbox and verify your email to vote on playlists!'),
    ).toBeVisible();
    await shots(page, 'home-unverified');
  });

  test('the compact leaderboard still holds all its ranks, each reachable', async ({ page }) => {
    await page.goto('/');
    await homeSettled(page);
    const card = page.getByTestId('leaderboard-card');
    const entries = card.getByTestId('leaderboard-entry');
    expect(await entries.count()).toBeGreaterThanOrEqual(PLAYLISTS);
    await expect(card.getByTestId('leaderboard-title')).toHaveAttribute('href', '/top-100');
    await expect(card.getByText('Supreme Alien Commander')).toBeVisible();
    // The last one comes on screen when the keyboard gets to it.
    const last = entries.last();
    await last.focus();
    await expectOnScreen(page, last, 'the last leaderboard entry, focused');
    const { left, right } = await last.evaluate((el) => el.getBoundingClientRect());
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(PHONE.width);
  });

  test('Top 100’s ranks 1-5 keep their titles and lines readable', async ({ page }) => {
    await signIn(page, 'verified');
    await page.goto('/top-100');
    const rows = page.getByTestId('top-100-row');
    await expect(rows.nth(5)).toBeVisible();
    for (let rank = 0; rank < 5; rank += 1) {
      const texts = rows.nth(rank).locator('.ant-typography');
      const cut = await texts.evaluateAll((elements) =>
        elements.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent ?? ''),
      );
      expect(cut, `rank ${rank + 1}: texts cut short`).toEqual([]);
    }
    await expectAccessible(page, '/top-100 on a phone');
    await shots(page, 'top-100');
  });

  test('a duration of 0 is refused with the rule’s message, not changed to 1', async ({ page }) => {
    await signIn(page, 'unverified');
    await page.goto('/');
    await homeSettled(page);
    await page.getByTestId('add-playlist-button').click();
    const duration = page.getByLabel('Duration (minutes, optional)');
    await duration.fill('0');
    await duration.blur();
    await expect(duration).toHaveValue('0');
    await expect(page.getByTestId('error-durationMinutes')).toHaveText(
      'Duration must be between 1 and 10000 minutes',
    );
    await expect(duration).toHaveAttribute('aria-invalid', 'true');
    await duration.fill('45');
    await expect(page.getByTestId('error-durationMinutes')).toHaveCount(0);
  });
});
