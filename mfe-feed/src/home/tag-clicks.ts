// A card's #tag link goes to /?tag=… (spec §2). On the home feed a plain click on it narrows the
// current search instead, so a tag and a search combine; other clicks (new tab) keep the link.
import type { MouseEvent } from 'react';

/** The tag a #tag link points at, or undefined for any other address. */
export function tagOfHref(href: string): string | undefined {
  const base = 'http://feed.invalid';
  const url = new URL(href, base);
  if (url.origin !== base || url.pathname !== '/') return undefined;
  return url.searchParams.get('tag')?.trim() || undefined;
}

/** Click-capture handler: calls `chooseTag` for a plain click on a card's tag link. */
export function tagClickHandler(chooseTag: (tag: string) => void) {
  return (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest('a[data-testid="playlist-tag"]');
    const tag = link ? tagOfHref(link.getAttribute('href') ?? '') : undefined;
    if (tag === undefined) return;
    // Stops the router link too: it only navigates when the click is not yet handled.
    event.preventDefault();
    chooseTag(tag);
  };
}
