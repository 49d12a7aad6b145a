// The shell's server puts a remote's server-drawn page into the HTML it sends (issue 11): a phone
// then paints the playlist page's card and description with the first bytes, instead of after
// some 330 KB of script. The feed's server draws it (prerender-route.ts) and owns its markup; the
// shell only places it in `main`, marked inert until the browser has the live page (the shell's
// startup/prerendered-page.ts keeps it on screen until then), with the query cache it was drawn
// from. Any failure or a slow answer serves the page as before: the browser draws it.
import type { Request } from 'express';
import { PRERENDER_PATH } from './prerender-bundle';
import { feedServerOrigin } from './server-origins';

export interface PrerenderedPage {
  html: string;
  state: unknown;
}

/** Asks a remote's server for the page of a path; null when it leaves the page to the browser. */
export type AskPage = (path: string, wide: boolean) => Promise<PrerenderedPage | null>;

// What the browser looks for (shell/src/startup/prerendered-page.ts): the area's element, and the
// script element holding the query cache.
const AREA_ATTRIBUTE = 'data-prerendered-area';
const STATE_ID = 'prerendered-state';

/**
 * The layout to draw, from what the browser says of itself: Chromium sends Sec-CH-UA-Mobile on
 * every request, other browsers say "Mobi" in the user agent. A guess: a phone held sideways gets
 * the compact layout drawn and its first render switches to the wide one.
 */
export function wantsWideLayout(req: Pick<Request, 'get'>): boolean {
  const mobileHint = req.get('sec-ch-ua-mobile');
  if (mobileHint) return mobileHint.trim() !== '?1';
  return !/Mobi|iPhone|Android/i.test(req.get('user-agent') ?? '');
}

function isPrerenderedPage(value: unknown): value is PrerenderedPage {
  const page = value as Partial<PrerenderedPage> | null;
  return typeof page?.html === 'string' && typeof page.state === 'object' && page.state !== null;
}

/** The feed's pages, asked with a short timeout: a late answer costs the visitor more than it saves. */
export function askFeedPage(origin = feedServerOrigin(), timeoutMs = 600): AskPage {
  return async (path, wide) => {
    try {
      const url = `${origin}${PRERENDER_PATH}?path=${encodeURIComponent(path)}&wide=${wide ? 1 : 0}`;
      const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (res.status !== 200) return null;
      const page: unknown = await res.json();
      return isPrerenderedPage(page) ? page : null;
    } catch (error) {
      // Away, slow or not JSON: the browser draws the page; the operator sees why in the log.
      console.warn(`[prerender] ${path} goes out undrawn: ${(error as Error).message}`);
      return null;
    }
  };
}

/** JSON that cannot end its <script> element or open a comment inside it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** page.html with the area's page inside its empty `main` and the query cache before </body>. */
export function injectPrerenderedPage(html: string, area: string, page: PrerenderedPage): string {
  const main = /(<main\b[^>]*>)(<\/main>)/i;
  if (!main.test(html)) return html;
  const content = `<div ${AREA_ATTRIBUTE}="${area}" inert="">${page.html}</div>`;
  const state = `<script type="application/json" id="${STATE_ID}">${scriptJson(page.state)}</script>`;
  return html
    .replace(main, (_all, open: string, close: string) => `${open}${content}${close}`)
    .replace(/<\/body>/i, () => `${state}\n</body>`);
}
