// The home feed: latest playlists, 10 per page, "Load More" while hasMore (spec §9).
import { FEED_PAGE_SIZE } from '@sonic-nexus/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';
import type { FeedPage } from './api-types';
import { queryKeys, type FeedFilters } from './query-keys';

export function feedPath(page: number, filters: FeedFilters = {}): string {
  const params = new URLSearchParams({ page: String(page), limit: String(FEED_PAGE_SIZE) });
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.platform) params.set('platform', filters.platform);
  return `/api/playlists?${params.toString()}`;
}

export function nextFeedPage(lastPage: FeedPage): number | undefined {
  return lastPage.hasMore ? lastPage.currentPage + 1 : undefined;
}

export function useFeed(filters: FeedFilters = {}) {
  return useInfiniteQuery({
    queryKey: queryKeys.feed(filters),
    queryFn: ({ pageParam, signal }) => apiFetch<FeedPage>(feedPath(pageParam, filters), { signal }),
    initialPageParam: 1,
    getNextPageParam: nextFeedPage,
  });
}
