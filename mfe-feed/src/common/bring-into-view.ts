// Brings an area the user just asked for onto the screen: its top just under the shell's sticky
// top bar (about 61 px tall), and focus in it without a second scroll. An area whose top is in the
// upper half of the screen already stays where it is (no jump for nothing).

/** An area's `scrollMarginTop`: clear of the sticky top bar, with a little air. */
export const CLEAR_OF_TOP_BAR = 72;

interface Focusable {
  focus: (options?: FocusOptions) => void;
}

export function bringIntoView(area: HTMLElement | null, focus?: Focusable | null): void {
  if (!area) return;
  const { top } = area.getBoundingClientRect();
  if (top < CLEAR_OF_TOP_BAR - 12 || top > window.innerHeight / 2) area.scrollIntoView({ block: 'start' });
  focus?.focus({ preventScroll: true });
}
