// What a guest's cold visit to a page of a running platform costs over the wire, as Chromium
// transferred it: every finished request of the page, from navigation until the network has been
// idle and then a few seconds more (the feed's cards load their lazy code once the data arrived),
// with body bytes as transferred (compressed when the server compressed). Used by the page-weight
// journey (e2e/tests/60-page-weight.spec.ts) and `npm run bench:bundle -- --url <origin>`.
import { chromium, type Page } from 'playwright-core';

export interface PageResource {
  /** the path on the page's own origin (`/mfe/feed/remoteEntry.js`), the full URL elsewhere */
  url: string;
  type: string;
  /** Body bytes as transferred (compressed when the server compressed). */
  wireBytes: number;
  encoding: string;
}

export interface PageWeight {
  path: string;
  resources: PageResource[];
  jsWireBytes: number;
  totalWireBytes: number;
}

/** How long to keep recording after network idle: late lazy chunks and images still count. */
const SETTLE_MS = 3000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const sum = (list: PageResource[]) => list.reduce((total, r) => total + r.wireBytes, 0);

/**
 * Opens `origin + pagePath` in `page` (give it a fresh context: an empty cache, no cookies) and
 * returns what it transferred.
 */
export async function recordPageWeight(
  page: Page,
  origin: string,
  pagePath = '/',
  settleMs = SETTLE_MS,
): Promise<PageWeight> {
  const pending: Array<Promise<PageResource>> = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const headers = response ? await response.allHeaders() : {};
        const url = new URL(request.url());
        return {
          url: url.origin === origin ? `${url.pathname}${url.search}` : url.href,
          type: request.resourceType(),
          wireBytes: sizes.responseBodySize,
          encoding: headers['content-encoding'] ?? 'identity',
        };
      })(),
    );
  });
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(settleMs);
  await page.waitForLoadState('networkidle');
  const resources = await Promise.all(pending);
  return {
    path: pagePath,
    resources,
    jsWireBytes: sum(resources.filter((r) => r.type === 'script')),
    totalWireBytes: sum(resources),
  };
}

/** The same in a browser of its own (Debian's Chromium) at a phone's viewport. */
export async function measurePageWeight(origin: string, pagePath = '/'): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    return await recordPageWeight(await context.newPage(), new URL(origin).origin, pagePath);
  } finally {
    await browser.close();
  }
}
