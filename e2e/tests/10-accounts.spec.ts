// Accounts end to end: register → verify by the emailed link → logout/login by username
// and by email → forgot/reset password by the emailed link → change username once → delete the
// account; plus the form messages of spec §5, the reset link errors and the protected routes.
// Emails are read from the platform's Mailpit.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { mailedLink } from '../support/mailpit';
import { expectToast } from '../support/toasts';

const run = Date.now().toString(36);

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-button').click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expectToast(page, 'Logged out', 'See you next time!');
  await expect(page.getByTestId('login-button')).toBeVisible();
}

async function login(page: Page, usernameOrEmail: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByTestId('login-username').fill(usernameOrEmail);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test('an account from registration to deletion, with every email read from Mailpit', async ({ page }) => {
  test.setTimeout(180_000);
  const username = `nova_${run}`;
  const email = `nova_${run}@example.com`;
  const password = 'stardust-42';
  const newPassword = 'supernova-99';
  const renamed = `quasar_${run}`;

  await page.goto('/auth');
  await expect(page.getByText('Rate. Discover. Repeat.')).toBeVisible();
  await expect(page.getByTestId('verify-tab')).toHaveCount(0);
  await page.getByTestId('register-tab').click();
  await expect(page.getByTestId('username-once-warning')).toBeVisible();
  await page.getByTestId('register-username').fill(username);
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-terms').check();
  await page.getByTestId('register-submit').click();
  await expectToast(page, 'Welcome to Sonic Nexus!', `Account created for ${username}`);
  await expect(page.getByTestId('verify-tab')).toBeVisible();
  await expect(page.getByTestId('verify-message')).toBeVisible();
  await expect(page.getByTestId('resend-button')).toBeDisabled();

  await page.goto(await mailedLink(email, 'Verify', '/api/verify-email'));
  await expect(page).toHaveURL(/\/verification-success$/);
  await expect(page.getByText('Email Verified!')).toBeVisible();
  await expect(page.getByTestId('user-button')).toContainText(username);
  // Now verified, the user is welcomed (spec §4) once per browser session: the modal opens
  // ONBOARDING_OPEN_DELAY_MS later, over whatever the user is doing, so it is closed first.
  const welcome = page.getByRole('dialog', { name: /Welcome, Sonic Traveler!/ });
  await expect(welcome).toBeVisible();
  await welcome.getByTestId('explore-now').click();
  await expect(welcome).toBeHidden();
  // The open menu sits in the header landmark (axe's `region`); Escape closes it.
  await page.getByTestId('user-button').click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await expectAccessible(page, 'the open user menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeHidden();

  await signOut(page);
  await login(page, username, password);
  await expectToast(page, 'Welcome back!', `Logged in as ${username}`);
  await expect(page).toHaveURL(/\/$/);
  await signOut(page);
  await login(page, email, password);
  await expectToast(page, 'Welcome back!', `Logged in as ${username}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-button')).toContainText(username);
  // A signed-in visitor of /auth is sent home.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  await signOut(page);

  await page.goto('/auth');
  await page.getByTestId('forgot-password-button').click();
  await expect(page.getByText('Please enter your username first')).toBeVisible();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('forgot-password-button').click();
  await expectToast(
    page,
    null,
    'If an account with that username exists, a password reset email has been sent.',
  );

  await page.goto(await mailedLink(email, 'Reset', '/reset-password'));
  await page.getByTestId('reset-new-password').fill('short');
  await page.getByTestId('reset-confirm-password').fill('short');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByTestId('reset-new-password').fill(newPassword);
  await page.getByTestId('reset-confirm-password').fill(`${newPassword}x`);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByTestId('reset-confirm-password').fill(newPassword);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-success')).toContainText('Password Reset Successful!');
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5_000 });

  await login(page, username, newPassword);
  await expectToast(page, 'Welcome back!', `Logged in as ${username}`);
  // A signed-in user lands on the home page; use the menu only once there.
  await expect(page).toHaveURL(/\/$/);

  await expect(page.getByTestId('notifications-bell')).toHaveAttribute('href', '/notifications');
  await expect(page.getByTestId('add-playlist-button')).toHaveText('+ Add Playlist');
  await page.getByTestId('user-button').click();
  await expect(page.getByRole('menuitem', { name: 'History' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(page.getByTestId('member-since')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await page.getByTestId('change-username-button').click();
  await expect(page.getByText('⚠️ This can only be done once. Choose carefully!')).toBeVisible();
  await page.getByTestId('new-username-input').fill(renamed);
  await page.getByTestId('change-username-submit').click();
  await expectToast(page, 'Username changed', `Your username is now ${renamed}`);
  await expect(page.getByTestId('current-username')).toHaveText(renamed);
  await expect(
    page.getByText('Username has already been changed once (no more changes allowed)'),
  ).toBeVisible();
  await expect(page.getByTestId('change-username-button')).toHaveCount(0);
  await expect(page.getByTestId('user-button')).toContainText(renamed);

  await page.getByTestId('delete-account-button').click();
  await expect(page.getByText('Type your username to confirm')).toBeVisible();
  await page.getByTestId('delete-account-confirm').click();
  await expectToast(page, 'Account Deleted', 'Your account has been permanently deleted.');
  await expect(page.getByTestId('login-button')).toBeVisible();

  await login(page, renamed, newPassword);
  await expectToast(page, 'Login failed', 'Invalid username or password');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the forms show the messages of spec §5 in the page', async ({ page }) => {
  await page.goto('/register');
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
  await page.getByTestId('register-username').fill('ab');
  await page.getByTestId('register-email').fill('not-an-email');
  await page.getByTestId('register-password').fill('short');
  await page.getByTestId('register-submit').click();
  for (const message of [
    'Username must be at least 3 characters',
    'Please enter a valid email address',
    'Password must be at least 8 characters',
    'You must agree to the Terms and Conditions',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByTestId('register-username').fill('no spaces!');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Username can only contain letters, numbers, and underscores')).toBeVisible();
  await page.getByTestId('register-username').fill('x'.repeat(51));
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Username must be less than 50 characters')).toBeVisible();
});

test('reset links without a usable token, and the verification failure page', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid Reset Link')).toBeVisible();
  await expectToast(page, 'Invalid Link', 'This password reset link is invalid or missing the token.');
  await page.goto(`/reset-password?token=not-a-real-token-${run}`);
  await expect(page.getByText('Invalid Reset Link')).toBeVisible();
  await expectToast(page, 'Invalid or Expired Link');
  await page.getByTestId('return-to-login').click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto(`/api/verify-email?token=not-a-real-token-${run}`);
  await expect(page).toHaveURL(/\/verification-failure$/);
  const button = page.getByTestId('resend-verification-button');
  await expect(button).toBeDisabled();
  await page.getByTestId('resend-email-input').fill(`nobody_${run}@example.com`);
  await button.click();
  await expectToast(
    page,
    'Verification Email Sent!',
    'Please check your inbox for a new verification email.',
  );
  await expect(page.getByTestId('resend-email-input')).toHaveValue('');
  // Toasts (spec §9): one at a time, F8 focuses their region, a swipe right past 50 px dismisses.
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'default');
  await page.keyboard.press('F8');
  await expect(page.getByTestId('toast-region')).toBeFocused();
  const box = (await page.getByTestId('toast').boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + 100, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await page.getByTestId('register-link').click();
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
});

test('guests are sent from protected routes to /auth; legal and contact pages are there', async ({
  page,
}) => {
  for (const path of ['/profile', '/history', '/followers', '/notifications', '/top-100']) {
    await page.goto(path);
    // /auth names the page to come back to after signing in (issue 30, 71-shell-finding.spec.ts).
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);
    await expect(page.getByTestId('auth-page')).toBeVisible();
  }
  for (const path of ['/terms', '/privacy']) {
    await page.goto(path);
    await expect(page.getByText('Last updated January 2025')).toBeVisible();
  }
  await page.goto('/terms');
  await expect(page.getByText(/at least 13 years old/)).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByTestId('contact-email')).toBeVisible();
  await expect(page.getByTestId('donation-link')).toHaveCount(2);
});
