// The feed's search lives in the address (spec §2, DESIGN §7): ?tag= and ?platform= preselect the
// filters and ?q= the search box, so a reload or a shared link shows the same search. A change
// rewrites the address to / with those parameters, or plain / when all are cleared.
import type { PlaylistSearch } from '@sonic-nexus/api-client';
import { PLATFORMS, SEARCH_QUERY_MAX, TAG_MAX_LENGTH } from '@sonic-nexus/contract';

/** The search text as sent: trimmed, inner runs of spaces as one, at most SEARCH_QUERY_MAX long. */
export function normalizeQuery(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX).trim();
}

/** A tag as the server stores it (trimmed, lowercased), cut to the longest tag there can be. */
export function normalizeTag(text: string): string {
  return text.trim().toLowerCase().slice(0, TAG_MAX_LENGTH).trim();
}

function isPlatform(value: string): boolean {
  return (PLATFORMS as readonly string[]).includes(value);
}

/** Reads the search from the address; blanks and unknown platforms mean "not given". */
export function readFeedSearch(params: URLSearchParams): PlaylistSearch {
  const tag = normalizeTag(params.get('tag') ?? '');
  const platform = params.get('platform')?.trim().toLowerCase() ?? '';
  const q = normalizeQuery(params.get('q') ?? '');
  return {
    ...(tag ? { tag } : {}),
    ...(isPlatform(platform) ? { platform } : {}),
    ...(q ? { q } : {}),
  };
}

/** The address parameters of a search, in a stable order; empty values are left out. */
export function feedSearchParams(search: PlaylistSearch): URLSearchParams {
  const params = new URLSearchParams();
  const tag = normalizeTag(search.tag ?? '');
  const q = normalizeQuery(search.q ?? '');
  if (tag) params.set('tag', tag);
  if (search.platform && isPlatform(search.platform)) params.set('platform', search.platform);
  if (q) params.set('q', q);
  return params;
}

export function hasSearch(search: PlaylistSearch): boolean {
  return Boolean(search.tag || search.platform || search.q);
}
