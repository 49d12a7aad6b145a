// Playlists end to end: a guest browses and filters the feed; a verified user submits a
// playlist, votes, edits its tags, shares and deletes it, and takes the guided tour; Top 100 and
// Fire History with paging and removal. Users are registered through the API and verified by the
// link mailed to Mailpit; every playlist made here is deleted again.
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { mailedLink } from '../support/mailpit';
import { expectAccessible } from '../support/axe';
import { watchCspViolations } from '../support/csp';
import { expectToast } from '../support/toasts';

const run = Date.now().toString(36);
const password = 'cosmic-pass-123';
const spotifyUrl = (n: number) => `https://open.spotify.com/playlist/${run}E2E${n}xxxxxxxxxx`.slice(0, 60);

interface Account {
  id: number;
  username: string;
}

/** Registers through the API in `api`'s cookie jar (signed in afterwards); verifies when asked. */
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
    expect(verified.headers().location, `${verified.status()} ${await verified.text()}`).toContain(
      '/verification-success',
    );
  }
  return user;
}

async function submit(api: APIRequestContext, title: string, platform: string, url: string, tags: string[]) {
  const res = await api.post('/api/playlists', {
    data: { title, description: `${title} desc`, platform, playlistUrl: url, tags },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

const card = (page: Page, title: string) => page.getByTestId('playlist-card').filter({ hasText: title });

let seeder: APIRequestContext;
const seeded: string[] = [];

test.beforeAll(async ({ baseURL }) => {
  seeder = await playwrightRequest.newContext({ baseURL });
  await register(seeder, 'seeder', false);
});

test.afterAll(async () => {
  for (const id of seeded) await seeder.delete(`/api/playlists/${id}`);
  await seeder.dispose();
});

test('a guest browses the feed and filters it by tag and platform in the address', async ({ page }) => {
  const tag = `e2e${run}`;
  for (const [title, platform, url] of [
    [`Guest Spotify ${run}`, 'spotify', spotifyUrl(1)],
    [`Guest YouTube ${run}`, 'youtube', `https://music.youtube.com/playlist?list=PL${run}guest`],
  ]) {
    seeded.push((await submit(seeder, title, platform, url, [tag])).id);
  }
  const refusedByCsp = await watchCspViolations(page);

  await page.goto('/');
  await expect(page.getByTestId('guest-banner')).toContainText('Guest Mode');
  await expect(page.getByTestId('leaderboard-card').getByTestId('leaderboard-entry').first()).toBeVisible();
  const spotifyCard = card(page, `Guest Spotify ${run}`);
  await expect(spotifyCard).toBeVisible();
  await expect(spotifyCard.getByText('Login to vote on this playlist')).toBeVisible();
  await expect(spotifyCard.getByText(/^by @seeder_/)).toBeVisible();
  await expect(spotifyCard.getByText('0m ago')).toBeVisible();
  // No third-party player loads until asked for.
  await expect(page.locator('iframe[title="Playlist Preview"]')).toHaveCount(0);
  await expectAccessible(page, '/ as a guest');
  // The share menu works from the keyboard, though its code only arrives with the first press:
  // Enter opens it on its first item, the arrows walk it, Escape closes it back onto Share.
  const share = spotifyCard.getByTestId('share-button');
  await share.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Share on X' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Share on Facebook' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Share on Facebook' })).toBeHidden();
  await expect(share).toBeFocused();
  await spotifyCard.getByRole('button', { name: `Play preview of Guest Spotify ${run} on Spotify` }).click();
  await expect(spotifyCard.locator('iframe[title="Playlist Preview"]')).toHaveAttribute('height', '352');

  await spotifyCard.getByRole('link', { name: `#${tag}` }).click();
  await expect(page).toHaveURL(`/?tag=${tag}`);
  await expect(page.getByTestId('playlist-card')).toHaveCount(2);

  await page.getByTestId('platform-filter').selectOption({ label: 'YouTube Music' });
  await expect(page).toHaveURL(`/?tag=${tag}&platform=youtube`);
  await expect(page.getByTestId('playlist-card')).toHaveCount(1);
  await expect(card(page, `Guest YouTube ${run}`)).toBeVisible();

  await page.goto(`/?platform=spotify&tag=${tag}`);
  await expect(page.getByTestId('tag-filter')).toHaveValue(tag);
  await expect(page.getByTestId('playlist-card')).toHaveCount(1);
  await page.getByTestId('clear-filters').click();
  await expect(page).toHaveURL('/');

  // 'Sign Up' opens the Register tab.
  await page.getByTestId('guest-sign-up').click();
  await expect(page).toHaveURL('/auth?tab=register');
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Login or Register · Sonic Nexus');
  await expectAccessible(page, '/auth');
  // The feed, a player, the filters and /auth ran under the site's CSP without a refusal.
  expect(refusedByCsp).toEqual([]);
});

test("a playlist page arrives drawn by the feed's server: painted before any script, unchanged once live", async ({
  page,
  browser,
  request,
}) => {
  const title = `Drawn ${run}`;
  const { id } = await submit(seeder, title, 'spotify', spotifyUrl(3), ['drawn']);
  seeded.push(id);
  const description = `${title} desc`;

  // What a phone (or a crawler) is sent: the page itself, in the phone's layout, and its data.
  const html = await (
    await request.get(`/playlists/${id}`, { headers: { 'Sec-CH-UA-Mobile': '?1' } })
  ).text();
  expect(html).toContain('<div data-prerendered-area="feed" inert="">');
  expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  expect(html).toContain(description);
  expect(html).toContain('data-compact="true"');
  expect(html).toContain('<script type="application/json" id="prerendered-state">');

  // No script at all: the page is on screen all the same.
  const scriptless = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const bare = await scriptless.newPage();
  await bare.route(/\.js$/, (route) => route.abort());
  await bare.goto(`/playlists/${id}`);
  await expect(bare.getByRole('heading', { level: 1, name: title, includeHidden: true })).toHaveCount(1);
  await expect(bare.getByText(description)).toBeVisible();
  await scriptless.close();

  // Live: from the first frame that shows the description to the live page, it never leaves the
  // screen, and the live page has the same card (nothing was asked again for it).
  await page.addInitScript((text) => {
    const seen = { first: -1, lost: false };
    (window as unknown as { descriptionSeen: typeof seen }).descriptionSeen = seen;
    const look = () => {
      const shown = document.body?.innerText.includes(text) ?? false;
      if (shown && seen.first < 0) seen.first = performance.now();
      if (!shown && seen.first >= 0) seen.lost = true;
      if (!document.querySelector('[data-testid="remote-area-feed"]')) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, description);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/api/playlists/${id}`)) asked.push(r.url());
  });
  await page.goto(`/playlists/${id}`);
  const live = page.getByTestId('remote-area-feed');
  await expect(live.getByTestId('playlist-description-section')).toContainText(description);
  await expect(live.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[data-prerendered-area]')).toHaveCount(0);
  await expect(page.locator('#prerendered-state')).toHaveCount(0);
  const seen = await page.evaluate(
    () => (window as unknown as { descriptionSeen: { first: number; lost: boolean } }).descriptionSeen,
  );
  expect(seen.first).toBeGreaterThanOrEqual(0);
  expect(seen.lost).toBe(false);
  expect(asked).toEqual([]);
  await expect(page).toHaveTitle(`${title} · Sonic Nexus`);
});

test('a verified user submits, votes, edits tags, shares and deletes a playlist, and takes the tour', async ({
  page,
  context,
}) => {
  test.slow(); // a long journey: registration mail, submission, votes, tags, share, tour, deletion
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const me = await register(page.request, 'curator', true);
  await page.goto('/');

  // Onboarding: the welcome modal opens for a verified user; tick "don't show again" and tour later.
  await expect(page.getByText('Welcome, Sonic Traveler!')).toBeVisible();
  // It fits a 360 px phone: whole, and nothing scrolls sideways.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 640 });
  const welcome = await page.getByRole('dialog', { name: /Welcome, Sonic Traveler!/ }).boundingBox();
  expect(welcome).not.toBeNull();
  expect(
    welcome && [
      welcome.x >= 0,
      welcome.x + welcome.width <= 360,
      welcome.y >= 0,
      welcome.y + welcome.height <= 640,
    ],
  ).toEqual([true, true, true, true]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (desktop) await page.setViewportSize(desktop);
  await page.getByText("Don't show this welcome message again").click();
  await page.getByRole('button', { name: 'Explore Now!' }).click();
  await expect(page.getByText('Welcome, Sonic Traveler!')).toBeHidden();
  expect(await page.evaluate((id) => localStorage.getItem(`neverShowOnboarding_${id}`), me.id)).toBe('true');

  const title = `Night Drive ${run}`;
  await page.getByTestId('add-playlist-button').click();
  const form = page.getByTestId('add-playlist-form');
  await form.getByTestId('submit-playlist').click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await form.getByTestId('playlist-url-input').fill('https://example.com/not-a-playlist');
  await expect(form.getByText('Invalid or unsupported playlist URL')).toBeVisible();
  await expect(form.getByTestId('submit-playlist')).toBeDisabled();
  // Too long and an empty platform say so in the spec's words before any submit: as typed, or as
  // the field is left. Nothing reaches the server meanwhile.
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/playlists') posts.push(req.url());
  });
  await form.getByLabel('Title').fill('x'.repeat(101));
  await expect(form.getByTestId('error-title')).toHaveText('Title must be 100 characters or less');
  await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Description').fill('d'.repeat(251));
  await expect(form.getByTestId('error-description')).toHaveText(
    'Description must be 250 characters or less',
  );
  await form.getByLabel('Platform').focus();
  await page.keyboard.press('Tab');
  await expect(form.getByTestId('error-platform')).toHaveText(
    'Platform must be one of spotify, apple, youtube, soundcloud',
  );
  await form.getByTestId('tag-text').fill('y'.repeat(21));
  await expect(form.getByTestId('tag-error')).toHaveText('Tags must be 20 characters or less');
  await expectAccessible(page, 'the add-playlist form with its messages');
  await form.getByTestId('tag-text').fill('');
  await expect(form.getByTestId('tag-error')).toHaveCount(0);
  await form.getByLabel('Title').fill('x'.repeat(100));
  await expect(form.getByTestId('error-title')).toHaveCount(0);
  await expect(form.getByLabel('Title')).not.toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
  await form.getByTestId('playlist-title-input').fill(title);
  await form.getByTestId('playlist-description-input').fill('Synths for the long road');
  await form.getByTestId('playlist-url-input').fill(spotifyUrl(2));
  await expect(form.getByText('Valid playlist detected')).toBeVisible();
  await expect(form.getByText('Platform (Auto-detected)')).toBeVisible();
  await form.getByTestId('tag-text').fill('  SynthWave ');
  await form.getByTestId('tag-text').press('Enter');
  await form.getByTestId('tag-text').fill('night');
  await form.getByTestId('tag-add').click();
  await expect(form.getByTestId('tag-chip')).toHaveText(['#synthwave', '#night']);
  await form.getByTestId('submit-playlist').click();
  await expectToast(page, 'Success!', 'Your playlist has been submitted successfully');
  const submitted = page.getByTestId('playlist-submitted');
  await expect(submitted.getByText('Playlist Submitted!')).toBeVisible();
  await expect(submitted.getByText('0 fire votes')).toBeVisible();
  await expect(submitted.getByText('0 trash votes')).toBeVisible();
  await submitted.getByRole('button', { name: 'Continue to Feed' }).click();
  await expect(submitted).toBeHidden();

  const mine = card(page, title).first();
  await expect(mine).toBeVisible();
  await mine.getByTestId('vote-fire').click();
  await expect(mine.getByTestId('vote-feedback')).toHaveText(
    /🔥 \+2 Slay Vote!\s*You gave this playlist a fire vote/,
  );
  await expect(mine.getByTestId('vote-fire')).toHaveAttribute('aria-pressed', 'true');
  await expect(mine.getByTestId('vote-fire').getByTestId('vote-count-fire')).toHaveText('1');
  await expect(mine.getByTestId('vote-feedback')).toBeHidden({ timeout: 5_000 });
  await mine.getByTestId('vote-thumbs_up').click();
  await expect(mine.getByTestId('vote-feedback')).toHaveText(/⭐ \+1 Like Vote!\s*You liked this playlist/);
  await expect(mine.getByTestId('vote-count-fire')).toHaveText('0');
  await expect(mine.getByTestId('vote-count-thumbs_up')).toHaveText('1');

  await mine.getByTestId('edit-menu-button').click();
  await page.getByTestId('edit-tags').click();
  await mine.getByTestId('tag-text').fill('rock&roll');
  await mine.getByTestId('tag-text').press('Enter');
  await expect(mine.getByTestId('tag-error')).toHaveText(
    'Tags can only contain letters, numbers, spaces, and hyphens',
  );
  await mine.getByTestId('tag-text').fill('Road Trip');
  await mine.getByTestId('tag-add').click();
  await mine.getByTestId('tag-save').click();
  await expectToast(page, 'Success!', 'Playlist tags updated successfully');
  await expect(mine.getByTestId('playlist-tag')).toHaveText(['#synthwave', '#night', '#road trip']);

  await mine.getByTestId('share-button').click();
  await page.getByTestId('share-copy-link').click();
  await expectToast(page, 'Link copied!');
  const id = await mine.getAttribute('data-playlist-id');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/?playlist=${id}`,
  );

  // The guided tour from the user menu: 3 steps with Back, Next and 'Complete!'.
  await page.getByTestId('user-button').click();
  await page.getByRole('menuitem', { name: 'Take Tour' }).click();
  const step = page.getByTestId('tour-step');
  await expect(step).toContainText('Discover Music');
  // A modal dialog: focus moves in, and Tab and Shift+Tab cycle through its buttons only.
  await expect(step).toBeFocused();
  const focusedInTour = () =>
    step.getByRole('button').evaluateAll((all) => all.indexOf(document.activeElement as HTMLElement));
  const order: number[] = [];
  for (let n = 0; n < 3; n += 1) {
    await page.keyboard.press('Tab');
    order.push(await focusedInTour());
  }
  await page.keyboard.press('Shift+Tab');
  order.push(await focusedInTour());
  expect(order).toEqual([0, 1, 0, 1]);
  await step.getByRole('button', { name: 'Next' }).click();
  await expect(step).toContainText('Vote on Playlists');
  await step.getByRole('button', { name: 'Back' }).click();
  await expect(step).toContainText('Discover Music');
  await step.getByRole('button', { name: 'Next' }).click();
  await step.getByRole('button', { name: 'Next' }).click();
  await expect(step).toContainText('Follow Creators');
  await step.getByRole('button', { name: 'Complete!' }).click();
  await expect(step).toBeHidden();
  expect(await page.evaluate((uid) => localStorage.getItem(`tourCompleted_${uid}`), me.id)).toBe('true');
  // Esc still skips it.
  await page.getByTestId('user-button').click();
  await page.getByRole('menuitem', { name: 'Take Tour' }).click();
  await expect(step).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(step).toBeHidden();

  await page.goto(`/playlists/${id}`);
  const detail = page.getByTestId('playlist-page');
  await expect(detail.getByTestId('playlist-description-section')).toContainText('Synths for the long road');
  // Shown once, and one Share button: the page's (issue 11).
  await expect(detail.getByText('Synths for the long road')).toHaveCount(1);
  await expect(detail.getByRole('button', { name: /share/i })).toHaveCount(1);
  await expect(page.locator('h1')).toHaveCount(1);
  // The tab is named after the playlist once it has loaded.
  await expect(page).toHaveTitle(`${title} · Sonic Nexus`);
  await expectAccessible(page, '/playlists/{id}');
  await detail.getByTestId('share-page-button').click();
  await expectToast(page, 'Link copied!', 'Playlist link copied to clipboard');
  await page.goto('/');
  await card(page, title).getByTestId('edit-menu-button').click();
  await page.getByTestId('delete-playlist').click();
  await expect(
    page.getByText('Are you sure you want to delete this playlist? This action cannot be undone.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Playlist deleted', 'Your playlist has been deleted successfully');
  await expect(card(page, title)).toHaveCount(0);
  await page.goto(`/playlists/${id}`);
  await expect(page.getByText('Playlist Not Found')).toBeVisible();
  await expect(page).toHaveTitle('Playlist Not Found · Sonic Nexus');
});

test('Top 100 and Fire History page through fire votes, and a fire vote is removed by the dialog', async ({
  page,
}) => {
  const fan = await register(page.request, 'firefan', true);
  await page.addInitScript((id) => localStorage.setItem(`neverShowOnboarding_${id}`, 'true'), fan.id);
  const ids: string[] = [];
  for (let n = 0; n < 11; n += 1) {
    const { id } = await submit(seeder, `Fire ${run} #${n}`, 'spotify', spotifyUrl(100 + n), []);
    seeded.push(id);
    ids.push(id);
    const vote = await page.request.post(`/api/playlists/${id}/vote`, { data: { voteType: 'fire' } });
    expect(vote.status(), await vote.text()).toBe(200);
  }

  await page.goto('/top-100');
  await expect(page.getByTestId('top-100-count')).toHaveText(
    /^Showing \d+ top-rated playlists ranked by fire votes$/,
  );
  await expect(page.getByTestId('rank-badge').first()).toContainText('Supreme Alien Commander');
  await expect(page).toHaveTitle('Top 100 · Sonic Nexus');
  await expectAccessible(page, '/top-100');
  await page
    .getByTestId('top-100-row')
    .filter({ hasText: `Fire ${run} #10` })
    .click();
  await expect(page).toHaveURL(`/playlists/${ids[10]}`);

  await page.goto('/history');
  await expect(page.getByText('Your Fire History')).toBeVisible();
  await expect(page.getByTestId('playlist-card')).toHaveCount(10);
  await expect(page.getByTestId('fired-badge')).toHaveCount(10);
  await expect(page.getByTestId('history-total')).toHaveText('Total fire votes: 11');
  await expectAccessible(page, '/history');
  await expect(page.getByTestId('history-previous')).toHaveCount(0);
  await page.getByTestId('history-next').click();
  await expect(page.getByTestId('history-page-number')).toHaveText('Page 2');
  await expect(page.getByTestId('playlist-card')).toHaveCount(1);
  await expect(page.getByTestId('history-next')).toHaveCount(0);
  await page.getByTestId('history-previous').click();
  await expect(page.getByTestId('history-page-number')).toHaveText('Page 1');

  const first = page.getByTestId('playlist-card').first();
  const removedTitle = (await first.getByTestId('playlist-title').textContent()) ?? '';
  await first.getByTestId('vote-fire').click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Remove from Fire History?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await first.getByTestId('vote-fire').click();
  await dialog.getByRole('button', { name: 'Remove from History' }).click();
  await expect(page.getByTestId('history-total')).toHaveText('Total fire votes: 10');
  await expect(card(page, removedTitle)).toHaveCount(0);
  await expect(page.getByTestId('history-next')).toHaveCount(0);
});
