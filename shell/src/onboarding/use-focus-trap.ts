// Keeps keyboard focus inside an open non-antd dialog (the guided tour): focus moves in when it
// opens or its content changes, Tab and Shift+Tab cycle through its controls, focus that lands
// outside is brought back, and on close it returns to where it was (e.g. the user menu).
import { useEffect, useRef, type RefObject } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

/** `container` must be focusable itself (tabIndex -1): it takes focus on open and on `step`. */
export function useFocusTrap(container: RefObject<HTMLElement | null>, step: unknown): void {
  const returnTo = useRef<Element | null>(null);

  useEffect(() => {
    returnTo.current = document.activeElement;
    return () => {
      if (returnTo.current instanceof HTMLElement && returnTo.current.isConnected) returnTo.current.focus();
    };
  }, []);

  // A new step is new content: focus the dialog so its name and text are read again.
  useEffect(() => {
    container.current?.focus();
  }, [container, step]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const root = container.current;
      if (event.key !== 'Tab' || !root) return;
      const items = tabbables(root);
      if (items.length === 0) return event.preventDefault();
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && root.contains(active);
      if (event.shiftKey && (!inside || active === first || active === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const root = container.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) root.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [container]);
}
