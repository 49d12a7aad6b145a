// Whether the screen is at least antd's `sm` breakpoint (576 px); phones below it get the compact
// layouts. One media query for the whole page, read while rendering: antd's Grid.useBreakpoint
// subscribes in every component that asks and re-renders each one right after it mounts, which on
// a feed was ten more card renders in the commit's long task.
import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 576px)';
let media: MediaQueryList | null | undefined;

function mediaQuery(): MediaQueryList | null {
  if (media === undefined) {
    media =
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(QUERY)
        : null;
  }
  return media;
}

function subscribe(onChange: () => void): () => void {
  const list = mediaQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** The media query as a store for useSyncExternalStore; wide where there is no screen to ask. */
export const wideScreenStore = {
  subscribe,
  getSnapshot: (): boolean => mediaQuery()?.matches ?? true,
  getServerSnapshot: (): boolean => true,
};

/** True from 576 px wide (and in the build's prerender, which has no screen). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    wideScreenStore.subscribe,
    wideScreenStore.getSnapshot,
    wideScreenStore.getServerSnapshot,
  );
}
