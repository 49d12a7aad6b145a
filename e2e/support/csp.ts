// The pages run under the Content-Security-Policy of scripts/web/security-headers.ts: the browser
// logs each thing it refuses as a console error, and a journey collects them to assert none.
import type { Page } from '@playwright/test';

export function watchCspViolations(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      refused.push(message.text());
    }
  });
  return refused;
}
