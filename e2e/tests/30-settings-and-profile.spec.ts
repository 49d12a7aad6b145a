// Account Settings and public profiles end to end: the picture through the UI (the client checks
// of spec §5, the multipart upload, Remove, the signed-URL upload on one's own profile), the bio
// with its counter and an XSS payload that stays inert, the username change, statistics and
// playlist activity; and follow/unfollow between two users, the profile's placeholders, a guest's
// view and an unknown user. Users are registered through the API; every playlist made is deleted.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expectToast } from '../support/toasts';

const run = Date.now().toString(36);
const password = 'cosmic-pass-123';
// A valid 1x1 PNG: the server checks the real type from the bytes.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Account {
  id: number;
  username: string;
}

/** Registers through the API in `api`'s cookie jar, which is then signed in. */
async function register(api: APIRequestContext, name: string): Promise<Account> {
  const username = `${name}_${run}`;
  const res = await api.post('/api/register', {
    data: { username, email: `${username}@example.test`, password },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as Account;
}

async function submitPlaylist(api: APIRequestContext, title: string): Promise<string> {
  const res = await api.post('/api/playlists', {
    data: {
      title,
      description: `${title} for the long haul`,
      platform: 'spotify',
      playlistUrl: `https://open.spotify.com/playlist/${run}E2E30xxxxxxxxxxxxxxxx`.slice(0, 60),
      tags: ['synthwave'],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Records any dialog (alert, confirm, prompt) a page opens. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

async function pictureLoaded(page: Page, container: string): Promise<string> {
  const img = page.getByTestId(container).locator('img');
  await expect(img).toHaveAttribute('src', /^\/api\/pictures\//);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
  return (await img.getAttribute('src')) ?? '';
}

async function newSignedInPage(browser: Browser, baseURL: string | undefined, name: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const account = await register(page.request, name);
  return { context, page, account };
}

test('Account Settings: picture, bio (XSS stays text), username, statistics and activity', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dialogs = watchDialogs(page);
  const me = await register(page.request, 'settler');
  const title = `Settings Drive ${run}`;
  const playlistId = await submitPlaylist(page.request, title);

  try {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Settings');
    await expect(page.locator('h1')).toHaveCount(1);
    await expectAccessible(page, '/profile');

    // Statistics and activity come from the stats and profile calls.
    await expect(page.getByTestId('stat-playlists').getByTestId('stat-value')).toHaveText('1');
    await expect(page.getByTestId('stat-total').getByTestId('stat-value')).toHaveText('0');
    const item = page.getByTestId('activity-item').filter({ hasText: title });
    await expect(item).toContainText('Spotify');
    await expect(item).toContainText('#synthwave');
    await expect(item.getByTestId('activity-link')).toHaveAttribute('target', '_blank');

    // Picture: the first letter until one is uploaded; the client checks in the spec's order.
    const section = page.getByTestId('profile-picture-section');
    await expect(section.getByTestId('settings-avatar')).toHaveText(me.username[0].toUpperCase());
    await expect(section).toContainText('Supported formats: JPG, PNG, GIF • Max size: 5MB');
    await expect(page.getByTestId('remove-picture-button')).toHaveCount(0);
    const input = page.getByTestId('picture-file-input');
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5242881) });
    await expectToast(page, 'File too large', 'File size is 5.0MB. Please select an image under 5MB.');
    await expect(input).toHaveValue('');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expectToast(
      page,
      'Invalid file type',
      'File type "text/plain" is not supported. Please select a JPG, PNG, or GIF image.',
    );
    await input.setInputFiles({ name: 'art.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await expectToast(page, 'Unsupported image format', 'Please use JPG, PNG, GIF, or WebP format.');
    await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'default');

    // Bytes that are no image: the server refuses, shown as the destructive 'Upload failed'.
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
    await expectToast(page, 'Upload failed', 'Please use JPG, PNG, GIF, or WebP format.');
    await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    await expect(input).toHaveValue('');

    // The button opens the file chooser (the input itself is hidden).
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('upload-picture-button').click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expectToast(page, null, 'Your profile picture has been updated');
    await expect(input).toHaveValue('');
    const pictureUrl = await pictureLoaded(page, 'settings-avatar');
    await expect(page.getByTestId('upload-picture-button')).toHaveText('Change Picture');

    // The playlist card's submitter now shows the picture.
    await page.goto(`/playlists/${playlistId}`);
    await expect(page.getByTestId('submitter-link').locator('img')).toHaveAttribute('src', pictureUrl);
    await page.goto('/profile');

    await page.getByTestId('remove-picture-button').click();
    await expectToast(page, null, 'Your profile picture has been updated');
    await expect(page.getByTestId('settings-avatar').locator('img')).toHaveCount(0);
    await expect(page.getByTestId('remove-picture-button')).toHaveCount(0);

    // Bio: counter, Cancel resets, 120 at most, and markup stays text.
    await expect(page.getByTestId('bio-placeholder')).toHaveText(
      'Add a short bio to tell others about yourself...',
    );
    // By keyboard: the edit button opens the editor with the textarea focused.
    await page.getByTestId('edit-bio-button').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Bio', { exact: true })).toBeFocused();
    await expect(page.getByTestId('bio-counter')).toHaveText('0/120 characters');
    await page.getByLabel('Bio', { exact: true }).fill('draft that is dropped');
    await expect(page.getByTestId('bio-counter')).toHaveText('21/120 characters');
    await page.getByTestId('cancel-bio-button').click();
    await expect(page.getByTestId('bio-placeholder')).toBeVisible();
    await page.getByTestId('edit-bio-button').click();
    await expect(page.getByTestId('bio-input')).toHaveValue('');
    await page.getByTestId('bio-input').fill('x'.repeat(130));
    await expect(page.getByTestId('bio-counter')).toHaveText('120/120 characters');

    const payload = `<img src=x onerror=alert(1)><script>alert(2)</script>"><svg onload=alert(3)> @e2e_${run}`;
    expect(payload.length).toBeLessThanOrEqual(120);
    await page.getByTestId('bio-input').fill(payload);
    await page.getByTestId('save-bio-button').focus();
    await page.keyboard.press('Enter');
    await expectToast(page, null, 'Your bio has been updated');
    const bio = page.getByTestId('bio-section').getByTestId('bio-text');
    await expect(bio).toHaveText(payload);
    await expect(bio.locator('img, script, svg')).toHaveCount(0);
    const link = bio.getByRole('link');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', `https://twitter.com/e2e_${run}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // The same bio on the public profile, where nothing runs either.
    await page.goto(`/users/${me.id}`);
    await expect(page.getByTestId('profile-bio')).toHaveText(payload);
    await expect(page.getByTestId('profile-bio').locator('img, script, svg')).toHaveCount(0);

    // Username, once.
    await page.goto('/profile');
    const renamed = `renamed_${run}`;
    await page.getByTestId('change-username-button').click();
    await page.getByLabel('New Username').fill(renamed);
    await page.getByTestId('change-username-submit').click();
    await expectToast(page, 'Username changed', `Your username is now ${renamed}`);
    await expect(page.getByTestId('current-username')).toHaveText(renamed);
    await expect(page.getByTestId('username-changed-note')).toBeVisible();

    expect(dialogs).toEqual([]);
  } finally {
    await page.request.delete(`/api/playlists/${playlistId}`);
  }
});

test('public profiles: follow and unfollow, own profile picture upload, guest and unknown user', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const dialogs = watchDialogs(page);
  const owner = await newSignedInPage(browser, baseURL, 'curator');
  const viewer = await register(page.request, 'fan');

  try {
    // Someone else's profile: their name, counts, placeholders and Follow.
    await page.goto(`/users/${owner.account.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.account.username);
    await expect(page.getByTestId('profile-bio-placeholder')).toHaveText("This user hasn't added a bio yet");
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`${owner.account.username}'s Playlists`);
    await expect(page.getByTestId('profile-playlist-count')).toHaveText('0');
    await expect(page.getByTestId('profile-playlists-empty')).toHaveText('No playlists submitted yet');
    await expect(page.getByTestId('most-played')).toHaveCount(0);
    await expect(page.getByTestId('camera-button')).toHaveCount(0);
    await expect(page.getByTestId('follower-count')).toHaveText('0 Followers');
    await expectAccessible(page, 'a public profile');

    const follow = page.getByTestId('follow-button');
    await expect(follow).toHaveText('Follow');
    await follow.click();
    await expectToast(page, null, 'You are now following this user');
    await expect(follow).toHaveText('Following');
    await expect(page.getByTestId('follower-count')).toHaveText('1 Followers');
    // The owner sees the new follower too.
    await owner.page.goto(`/users/${owner.account.id}`);
    await expect(owner.page.getByTestId('follower-count')).toHaveText('1 Followers');
    // A reload reads the status from the server.
    await page.reload();
    await expect(follow).toHaveText('Following');
    await follow.click();
    await expectToast(page, null, 'You have unfollowed this user');
    await expect(follow).toHaveText('Follow');
    await expect(page.getByTestId('follower-count')).toHaveText('0 Followers');

    // One's own profile: no Follow, a camera that uploads through the signed URL.
    await page.goto(`/users/${viewer.id}`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Your Playlists');
    await expect(page.getByTestId('profile-playlists-empty')).toHaveText(
      "You haven't submitted any playlists yet",
    );
    await expect(page.getByTestId('profile-bio-placeholder')).toHaveText(
      'Add a bio in your account settings',
    );
    await expect(page.getByTestId('follow-button')).toHaveCount(0);
    await expect(page.getByText('Select JPG, PNG, GIF, or WebP image (max 5MB)')).toBeVisible();
    const cameraChooser = page.waitForEvent('filechooser');
    await page.getByTestId('camera-button').click();
    const picker = await cameraChooser;
    expect(picker.isMultiple()).toBe(false);
    await picker.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expectToast(page, 'Success!', 'Your profile picture has been updated');
    await pictureLoaded(page, 'profile-avatar');

    // A guest sees neither Follow nor the camera; an unknown user is 'User not found'.
    await page.getByTestId('user-button').click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectToast(page, 'Logged out', 'See you next time!');
    await page.goto(`/users/${owner.account.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.account.username);
    await expect(page.getByTestId('follow-button')).toHaveCount(0);
    await expect(page.getByTestId('camera-button')).toHaveCount(0);
    await page.goto('/users/999999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('User not found');
    await expect(page.getByText("This user doesn't exist or has been deleted")).toBeVisible();

    expect(dialogs).toEqual([]);
  } finally {
    await owner.context.close();
  }
});
