// Signals between the shell's chrome and the remotes' pages. libs/ui is a shared singleton in
// Module Federation, so the host and every remote see the same store instance at run time.
import { useSyncExternalStore } from 'react';

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
