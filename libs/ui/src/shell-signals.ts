// Signals between the shell's chrome and the remotes' pages. libs/ui is a shared singleton in
// Module Federation, so the host and every remote see the same store instance at run time.
import { useEffect, useSyncExternalStore } from 'react';

function createSignal<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      listeners.forEach((notify) => notify());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const addPlaylistOpen = createSignal(false);

/** The top bar's '+ Add Playlist' toggles the add-playlist form on the home page (spec §2). */
export function toggleAddPlaylistForm(open?: boolean): void {
  addPlaylistOpen.set(open ?? !addPlaylistOpen.get());
}

export function useAddPlaylistFormOpen(): boolean {
  return useSyncExternalStore(addPlaylistOpen.subscribe, addPlaylistOpen.get, addPlaylistOpen.get);
}

type TourHandler = (() => void) | null;
const tourHandler = createSignal<TourHandler>(null);

/** Whoever owns the guided tour registers how to start it; the username menu shows 'Take Tour' only then. */
export function registerTourHandler(handler: TourHandler): () => void {
  tourHandler.set(handler);
  return () => {
    if (tourHandler.get() === handler) tourHandler.set(null);
  };
}

export function useTourHandler(): TourHandler {
  return useSyncExternalStore(tourHandler.subscribe, tourHandler.get, tourHandler.get);
}

// A token per naming page, so one page's cleanup never clears the name another page has set since.
const pageName = createSignal<{ name: string } | null>(null);

/**
 * A page names itself once its data has loaded (e.g. the playlist's title); the shell puts the
 * name in the browser tab's title instead of the route's own, until the page unmounts.
 */
export function useNamePage(name: string | null): void {
  useEffect(() => {
    if (name === null) return;
    const token = { name };
    pageName.set(token);
    return () => {
      if (pageName.get() === token) pageName.set(null);
    };
  }, [name]);
}

/** The name the current page gave itself, or null: read by the shell's document title. */
export function usePageName(): string | null {
  return useSyncExternalStore(pageName.subscribe, pageName.get, pageName.get)?.name ?? null;
}

/** The same, read at the moment (an effect must not act on a name from a render before an unmount). */
export function currentPageName(): string | null {
  return pageName.get()?.name ?? null;
}

/**
 * The id of the home feed's list of playlists (mfe-feed), where the shell's 'Skip to playlists'
 * link moves focus. The link makes the element focusable itself (tabindex -1) when it is not.
 */
export const FEED_LIST_ID = 'playlists';
