// Texts of the search states the spec does not word (its own empty-feed text is kept for a feed
// narrowed by tag or platform only): the no-match state and the polite result-count announcement.
import type { PlaylistSearch } from '@sonic-nexus/api-client';

export const noMatchTitle = (q: string) => `No playlists match "${q}"`;
/** The spec's empty-feed heading (§2), kept for a feed narrowed by tag or platform only. */
export const EMPTY_FEED_TITLE = 'No playlists yet!';
export const EMPTY_FEED_HINT = 'Be the first to share your playlist';
export const NO_MATCH_HINT = 'Try another search, or clear the filters';

/** What a screen reader hears when a search answers; nothing for the unfiltered feed. */
export function resultAnnouncement(search: PlaylistSearch, count: number, hasMore: boolean): string {
  if (!search.q && !search.tag && !search.platform) return '';
  if (count === 0) return search.q ? noMatchTitle(search.q) : EMPTY_FEED_TITLE;
  const one = count === 1;
  const verb = search.q ? `${one ? 'matches' : 'match'} "${search.q}"` : 'found';
  const found = `${count} ${one ? 'playlist' : 'playlists'} ${verb}`;
  return hasMore ? `${found}, more can be loaded` : found;
}
