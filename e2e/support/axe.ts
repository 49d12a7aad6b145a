// axe-core in the journeys: the screen as it stands has no moderate, serious or critical WCAG 2.2
// AA or best-practice violation (contrast and names, but also heading order, one main landmark,
// content inside landmarks), at the test's own width and on a 390 px phone. Minor findings are
// left to review; the failure names each rule and the elements it flagged.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const PHONE = { width: 390, height: 844 };
const BLOCKING = new Set(['moderate', 'serious', 'critical']);

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Asserts no moderate/serious/critical axe violation on `screen` now, and again at 390 px wide. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(await blockingViolations(page), `${screen}: axe at the test's width`).toEqual([]);
  const size = page.viewportSize();
  if (!size || size.width === PHONE.width) return;
  await page.setViewportSize(PHONE);
  try {
    // antd's breakpoints (the top bar's compact layout) follow a resize on the next frame.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await blockingViolations(page), `${screen}: axe at 390 px`).toEqual([]);
  } finally {
    await page.setViewportSize(size);
  }
}
