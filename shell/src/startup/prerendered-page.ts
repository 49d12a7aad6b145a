// The page a remote's server drew into the HTML (libs/web-server/src/prerendered-page.ts). React's
// first render replaces everything under #root, so the drawn page is taken out of the document
// before it and its area shows it again (RemoteArea) until the remote's live page is there; the
// query cache it was drawn from goes into the shell's one QueryClient, so the live page draws the
// same thing at once instead of a skeleton.
import { hydrate, type QueryClient } from '@tanstack/react-query';

const AREA_ATTRIBUTE = 'data-prerendered-area';
const STATE_ID = 'prerendered-state';

interface TakenPage {
  area: string;
  path: string;
  html: string;
}

let taken: TakenPage | null = null;

/** Takes the drawn page and its cache out of the document; call before the first render. */
export function takePrerenderedPage(
  queryClient: QueryClient,
  doc: Pick<Document, 'querySelector' | 'getElementById' | 'location'> = document,
): void {
  const element = doc.querySelector(`[${AREA_ATTRIBUTE}]`);
  const stateElement = doc.getElementById(STATE_ID);
  stateElement?.remove();
  const area = element?.getAttribute(AREA_ATTRIBUTE);
  if (!element || !area || !stateElement) return;
  try {
    hydrate(queryClient, JSON.parse(stateElement.textContent ?? ''));
  } catch {
    return; // unreadable: the remote draws the page itself, as without a server-drawn one
  }
  taken = { area, path: doc.location.pathname, html: element.innerHTML };
}

/** The drawn page of an area while it is still the current path's, else null. */
export function prerenderedHtml(area: string, path: string): string | null {
  return taken && taken.area === area && taken.path === path ? taken.html : null;
}

/** The live page is there: a later visit to the path must not show the old drawing. */
export function forgetPrerenderedPage(): void {
  taken = null;
}
