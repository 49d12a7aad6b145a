// The skip link (WCAG 2.4.1): the first stop of the Tab key, shown only while focused. On the home
// page it skips the hero, banners, leaderboard and filters to the feed's list of playlists (it took
// 35 Tabs to reach the first vote button); elsewhere to the page's main content.
import { cosmicColors, FEED_LIST_ID } from '@sonic-nexus/ui';
import type { CSSProperties, MouseEvent } from 'react';
import { useLocation } from 'react-router';

/** The id of the shell's <main>, which the link moves focus to. */
export const MAIN_CONTENT_ID = 'main-content';

/** Below the sticky top bar (about 60 px): where a skipped-to element scrolls to. */
const TOP_BAR_CLEARANCE = 72;

const hiddenUntilFocused = `
.sn-skip-link { position: absolute; left: 8px; top: -48px; z-index: 1000; }
.sn-skip-link:focus { top: 8px; }
#${FEED_LIST_ID} { scroll-margin-top: ${TOP_BAR_CLEARANCE}px; }
#${FEED_LIST_ID}:focus { outline: none; }
`;

const linkStyle: CSSProperties = {
  padding: '8px 14px',
  borderRadius: 8,
  background: cosmicColors.nebula,
  color: cosmicColors.text,
  border: `1px solid ${cosmicColors.accent}`,
};

/** What the link on `pathname` skips to: its text and the id of its target. */
function skipTarget(pathname: string): { text: string; id: string } {
  return pathname === '/'
    ? { text: 'Skip to playlists', id: FEED_LIST_ID }
    : { text: 'Skip to main content', id: MAIN_CONTENT_ID };
}

/**
 * Focuses the target (made focusable when it is not), or <main> when the target is not on the page
 * yet (the feed still loading). Following the #hash alone would scroll without moving focus on an
 * element that is not focusable.
 */
function skipTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id) ?? document.getElementById(MAIN_CONTENT_ID);
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

export function SkipLink() {
  const { text, id } = skipTarget(useLocation().pathname);
  return (
    <>
      <style>{hiddenUntilFocused}</style>
      <a
        // The target in the address is <main>, which is always there (the feed's list arrives
        // with the remote); the click goes further, to the list, once it is there.
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(event) => skipTo(event, id)}
        className="sn-skip-link"
        style={linkStyle}
        data-testid="skip-link"
      >
        {text}
      </a>
    </>
  );
}
