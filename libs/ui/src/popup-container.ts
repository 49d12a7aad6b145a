// Menus open inside their button's landmark (main, or the sticky header), not at the end of
// <body>: screen-reader users meet them where they opened them, axe's `region` rule (all content
// inside landmarks) holds while a menu is open, and a header menu moves with its sticky header.
// The landmark, not the button's own box, so a menu is as wide as its items need. The header is
// its own stacking context (z-index 100): its menu stays under a modal, like the rest of the page.
const LANDMARKS = 'header, main, nav, aside, footer, [role="dialog"]';

export function popupBesideTrigger(trigger: HTMLElement): HTMLElement {
  return trigger.closest<HTMLElement>(LANDMARKS) ?? document.body;
}
