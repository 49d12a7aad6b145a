// Texts of the search states the spec does not word (its own empty-feed text is kept for the feed
// with nothing to narrow it): the no-match states of a search and of a tag or platform filter, and
// the polite result-count announcement.
import type { PlaylistSearch } from '@sonic-nexus/api-client';
import { platformLabel } from '@sonic-nexus/contract';

const noMatchTitle = (q: string) => `No playlists match "${q}"`;
/** The spec's empty-feed heading (§2), for the feed with no search and no filter. */
const EMPTY_FEED_TITLE = 'No playlists yet!';
const EMPTY_FEED_HINT = 'Be the first to share your playlist';
const NO_MATCH_HINT = 'Try another search, or clear the filters';
const NO_FILTER_MATCH_HINT = 'Try another tag or platform, or clear the filters';
/** The empty state's way back to the whole feed. */
export const CLEAR_FILTERS = 'Clear filters';

/** A tag or platform filter (no search text) that nothing matches: it names what was asked for. */
function noFilterMatchTitle({ tag, platform }: PlaylistSearch): string {
  const kind = platform ? `${platformLabel(platform)} playlists` : 'playlists';
  return tag ? `No ${kind} tagged #${tag}` : `No ${kind} yet`;
}

/** The empty state's heading and hint for a search (or none). */
export function emptyFeedTexts(search: PlaylistSearch): { title: string; hint: string } {
  if (search.q) return { title: noMatchTitle(search.q), hint: NO_MATCH_HINT };
  if (search.tag || search.platform) return { title: noFilterMatchTitle(search), hint: NO_FILTER_MATCH_HINT };
  return { title: EMPTY_FEED_TITLE, hint: EMPTY_FEED_HINT };
}

/** What a screen reader hears when a search answers; nothing for the unfiltered feed. */
export function resultAnnouncement(search: PlaylistSearch, count: number, hasMore: boolean): string {
  if (!search.q && !search.tag && !search.platform) return '';
  if (count === 0) return emptyFeedTexts(search).title;
  const one = count === 1;
  const verb = search.q ? `${one ? 'matches' : 'match'} "${search.q}"` : 'found';
  const found = `${count} ${one ? 'playlist' : 'playlists'} ${verb}`;
  return hasMore ? `${found}, more can be loaded` : found;
}
