// Screenshots of the screens a journey checks, for reviewers to look at: written to E2E_SHOTS_DIR
// when it is set (`E2E_SHOTS_DIR=/tmp/shots npm run test:e2e`), skipped otherwise.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The page as it is, as `<name>.png`. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** The page at its width and at the other of 1280 and 390 px, as `<name>-<width>.png`. */
export async function shots(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  if (!process.env.E2E_SHOTS_DIR || !size) return;
  await shot(page, `${name}-${size.width}`);
  const other = size.width === PHONE.width ? DESKTOP : PHONE;
  await page.setViewportSize(other);
  await frames(page);
  await shot(page, `${name}-${other.width}`);
  await page.setViewportSize(size);
  await frames(page);
}
