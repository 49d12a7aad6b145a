// A card's menus open inside their button's landmark (main), not at the end of <body>: screen-
// reader users meet them where they opened them, and axe's `region` rule (all content inside
// landmarks) holds while a menu is open. The landmark, not the button's own box, so a menu is
// as wide as its items need. Not for the top bar's menus: the sticky header is its own stacking
// context (z-index 100), so a menu inside it would open under a modal such as the welcome one.
const LANDMARKS = 'header, main, nav, aside, footer, [role="dialog"]';

export function popupBesideTrigger(trigger: HTMLElement): HTMLElement {
  return trigger.closest<HTMLElement>(LANDMARKS) ?? document.body;
}
