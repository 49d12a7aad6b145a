// The one visible toast (spec §9: one at a time) and its texts.
import { expect, type Page } from '@playwright/test';

export async function expectToast(page: Page, title: string | null, description?: string): Promise<void> {
  const toast = page.getByTestId('toast');
  if (title) await expect(toast.getByTestId('toast-title')).toHaveText(title);
  if (description) await expect(toast.getByTestId('toast-description')).toHaveText(description);
}
