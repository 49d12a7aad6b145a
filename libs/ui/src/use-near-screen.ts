// Whether an element has come near the screen yet: a card's submitter picture is looked up only
// then, so a feed page asks for the one or two submitters a phone shows rather than all ten at once.
import { useCallback, useEffect, useState } from 'react';

type Observer = Pick<IntersectionObserver, 'observe' | 'disconnect'>;
type ObserverConstructor = new (
  callback: (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void,
  options: IntersectionObserverInit,
) => Observer;

/**
 * Calls `onNear` once, when `element` comes within `margin` of the viewport, and stops watching.
 * Without IntersectionObserver (an old browser) it calls at once. Returns the cleanup.
 */
export function watchNearScreen(
  element: Element,
  onNear: () => void,
  margin: string,
  Observer: ObserverConstructor | undefined = globalThis.IntersectionObserver,
): () => void {
  if (!Observer) {
    onNear();
    return () => undefined;
  }
  const observer = new Observer(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** A ref for the element, and whether it has been near the screen (stays true once it has). */
export function useNearScreen<T extends Element>(margin = '200px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  const ref = useCallback((node: T | null) => setElement(node), []);
  useEffect(() => {
    if (!element || near) return;
    return watchNearScreen(element, () => setNear(true), margin);
  }, [element, near, margin]);
  return [ref, near];
}
