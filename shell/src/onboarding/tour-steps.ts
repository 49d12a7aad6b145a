// The guided tour's 3 steps (spec §2) and how each finds its target on the home page.
import { TOUR_STEPS } from '@sonic-nexus/contract';

interface TourStep {
  title: string;
  text: string;
  selector: string;
  /**
   * The drawn box around the target to highlight instead of the target itself: the search box's
   * data attributes sit on antd's inner <input>, inset in the bordered box (with its icon and clear
   * button) that the user sees, so a highlight of the <input> was offset from the box.
   */
  frame?: string;
}

export const tourSteps: readonly TourStep[] = [
  {
    title: 'Discover Music',
    text: 'Search playlists by title or tag, or filter the feed by platform.',
    selector: '[data-tour="search"]',
    frame: '.ant-input-affix-wrapper',
  },
  {
    title: 'Vote on Playlists',
    text: 'Give a playlist a 🔥 fire vote (+2), a 👍 like (+1) or send it to the black hole (-1).',
    selector: '[data-testid="vote-fire"]',
  },
  {
    title: 'Follow Creators',
    text: "Open a curator's profile to follow them and hear about their new playlists.",
    selector: '[data-testid="submitter-link"]',
  },
].slice(0, TOUR_STEPS);

/** The element a step highlights: the target's enclosing `frame` when it has one, else the target. */
export function highlightedElement(target: Element | null, frame: string | undefined): Element | null {
  if (!target || !frame) return target;
  return target.closest(frame) ?? target;
}
