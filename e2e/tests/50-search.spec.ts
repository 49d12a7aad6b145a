// Search on the home feed end to end (issue 10): a guest types a misspelt query and finds the
// matching playlists by title, a card's tag narrows the search, the address keeps it all through a
// reload and Back, a query without matches names itself, and Clear empties the search. Playlists
// are submitted through the API by a fresh user and deleted again.
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';

const run = Date.now().toString(36);
const password = 'cosmic-pass-123';
const tag = `beach-${run}`;
const titles = { vibes: 'Summer Vibes 2024', nights: 'Summer Nights', jazz: 'Winter Jazz' } as const;

let seeder: APIRequestContext;
const seeded: string[] = [];

async function submit(title: string, tags: string[], n: number): Promise<void> {
  const res = await seeder.post('/api/playlists', {
    data: {
      title,
      description: `${title}, for the search journey`,
      platform: 'spotify',
      playlistUrl: `https://open.spotify.com/playlist/${run}Search${n}xxxxxxxxxxxx`.slice(0, 60),
      tags,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  seeded.push(((await res.json()) as { id: string }).id);
}

test.beforeAll(async ({ baseURL }) => {
  seeder = await playwrightRequest.newContext({ baseURL });
  const username = `searcher_${run}`;
  const res = await seeder.post('/api/register', {
    data: { username, email: `${username}@example.test`, password },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  await submit(titles.vibes, [tag, 'summer'], 1);
  await submit(titles.nights, ['night'], 2);
  await submit(titles.jazz, [tag, 'jazz'], 3);
});

test.afterAll(async () => {
  for (const id of seeded) await seeder.delete(`/api/playlists/${id}`);
  await seeder.dispose();
});

const card = (page: Page, title: string) =>
  page
    .getByTestId('playlist-card')
    .filter({ has: page.getByTestId('playlist-title').getByText(title, { exact: true }) });
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search playlists' });

test('a guest searches with a typo, narrows by a tag, reloads, goes back and clears', async ({ page }) => {
  await page.goto('/');
  await expect(card(page, titles.jazz)).toBeVisible();
  const entries = await page.evaluate(() => history.length);

  // Typing: one search after the pause, the address replaced rather than a history entry per key.
  await searchBox(page).pressSequentially('sumer', { delay: 40 });
  await expect(page).toHaveURL('/?q=sumer');
  await expect(card(page, titles.vibes)).toBeVisible();
  await expect(card(page, titles.nights)).toBeVisible();
  await expect(card(page, titles.jazz)).toHaveCount(0);
  await expect(page.getByTestId('feed-announcement')).toHaveText(/playlists? match(es)? "sumer"/);
  expect(await page.evaluate(() => history.length)).toBe(entries);

  // A card's tag narrows the search: both in the address and in the answer.
  await card(page, titles.vibes)
    .getByRole('link', { name: `#${tag}` })
    .click();
  await expect(page).toHaveURL(`/?tag=${tag}&q=sumer`);
  await expect(page.getByTestId('tag-filter')).toHaveValue(tag);
  await expect(page.getByTestId('playlist-card')).toHaveCount(1);
  await expect(card(page, titles.vibes)).toBeVisible();

  // A reload (or the link shared) shows the same search: the box, the filter and the results.
  await page.reload();
  await expect(searchBox(page)).toHaveValue('sumer');
  await expect(page.getByTestId('tag-filter')).toHaveValue(tag);
  await expect(page.getByTestId('playlist-card')).toHaveCount(1);
  await expect(card(page, titles.vibes)).toBeVisible();

  // The tag click was a step of its own: Back returns to the search before it.
  await page.goBack();
  await expect(page).toHaveURL('/?q=sumer');
  await expect(searchBox(page)).toHaveValue('sumer');
  await expect(card(page, titles.nights)).toBeVisible();

  // The tag first, then a search: they combine too; Enter searches without waiting.
  await page.goto(`/?tag=${tag}`);
  await expect(card(page, titles.jazz)).toBeVisible();
  await searchBox(page).fill('summer vibes');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(`/?tag=${tag}&q=summer+vibes`);
  await expect(page.getByTestId('playlist-card')).toHaveCount(1);
  await expect(card(page, titles.vibes)).toBeVisible();

  // No match: the empty state names the query.
  await searchBox(page).fill('xqzvwk');
  await expect(page.getByTestId('feed-empty')).toContainText('No playlists match "xqzvwk"');
  await expect(page).toHaveURL(`/?tag=${tag}&q=xqzvwk`);

  // Clear empties the box, the tag and the address, and gives the box the focus back.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toBeFocused();
  await expect(page.getByTestId('tag-filter')).toHaveValue('');
  await expect(card(page, titles.jazz)).toBeVisible();

  // Escape empties the box too.
  await searchBox(page).fill('winter');
  await expect(page).toHaveURL('/?q=winter');
  await expect(card(page, titles.vibes)).toHaveCount(0);
  await searchBox(page).press('Escape');
  await expect(page).toHaveURL('/');
  await expect(card(page, titles.vibes)).toBeVisible();
});
