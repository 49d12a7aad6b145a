// Whether the screen is at least antd's `sm` breakpoint (576 px); phones below it get the compact
// layouts. One media query for the whole page, read while rendering: antd's Grid.useBreakpoint
// subscribes in every component that asks and re-renders each one right after it mounts, which on
// a feed was ten more card renders in the commit's long task.
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';

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
};

// A server rendering a page has no screen to ask; it says which layout to draw (ServerScreen).
const ServerWide = createContext(true);

/** The layout a server render draws: a remote's prerender guesses it from the request. */
export function ServerScreen({ wide, children }: { wide: boolean; children: ReactNode }) {
  return createElement(ServerWide.Provider, { value: wide }, children);
}

/** True from 576 px wide; on a server, what ServerScreen says (wide when nothing does). */
export function useWideScreen(): boolean {
  const serverWide = useContext(ServerWide);
  return useSyncExternalStore(wideScreenStore.subscribe, wideScreenStore.getSnapshot, () => serverWide);
}
