// The pages run under the Content-Security-Policy of libs/web-server/src/security-headers.ts: the
// browser logs most things it refuses as a console error, and a journey collects them to assert none.
// A refusal the page's code caught (a library probing whether eval is allowed) logs nothing, so every
// `securitypolicyviolation` event is reported to the console too.
import type { Page } from '@playwright/test';

const MARK = 'Content Security Policy';

export async function watchCspViolations(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes(MARK)) refused.push(message.text());
  });
  await page.addInitScript((mark) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${mark}: refused ${event.violatedDirective} (${event.blockedURI}) at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  }, MARK);
  return refused;
}
