// The home feed (spec §9): latest playlists, 10 per page, "Load More" while hasMore, narrowed by
// the tag/platform filters and the search box's text.
import { apiRoutes, FEED_PAGE_SIZE, type FeedPage } from '@sonic-nexus/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callRoute } from './call-route';
import { queryKeys, type PlaylistSearch } from './query-keys';

export function fetchFeedPage(page: number, search: PlaylistSearch, signal?: AbortSignal): Promise<FeedPage> {
  const { tag, platform, q } = search;
  return callRoute(apiRoutes.listPlaylists, {
    query: { page, limit: FEED_PAGE_SIZE, tag, platform, q },
    signal,
  });
}

export function nextFeedPage(lastPage: FeedPage): number | undefined {
  return lastPage.hasMore ? lastPage.currentPage + 1 : undefined;
}

export function usePlaylistSearch(search: PlaylistSearch) {
  return useInfiniteQuery({
    queryKey: queryKeys.feedSearch(search),
    queryFn: ({ pageParam, signal }) => fetchFeedPage(pageParam, search, signal),
    initialPageParam: 1,
    getNextPageParam: nextFeedPage,
    // A new search keeps the last answer on screen (isPlaceholderData) instead of a blank spinner.
    placeholderData: keepPreviousData,
  });
}
