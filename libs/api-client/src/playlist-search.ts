// The home feed with the search box's text (q, DESIGN §7) on top of the tag/platform filters.
import type { FeedPage } from '@sonic-nexus/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';
import { feedPath, nextFeedPage } from './feed';
import { queryKeys, type FeedFilters } from './query-keys';

export interface PlaylistSearch extends FeedFilters {
  q?: string;
}

export function playlistSearchPath(page: number, search: PlaylistSearch): string {
  const path = feedPath(page, search);
  return search.q ? `${path}&q=${encodeURIComponent(search.q)}` : path;
}

export function usePlaylistSearch(search: PlaylistSearch) {
  const q = search.q ?? '';
  return useInfiniteQuery({
    // Same prefix as the plain feed, so votes and tag edits refresh it too.
    queryKey: [...queryKeys.feed(search), q],
    queryFn: ({ pageParam, signal }) => apiFetch<FeedPage>(playlistSearchPath(pageParam, search), { signal }),
    initialPageParam: 1,
    getNextPageParam: nextFeedPage,
  });
}
