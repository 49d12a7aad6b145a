// Query keys in one place so that every remote invalidates the same cache entries.
export interface FeedFilters {
  tag?: string;
  platform?: string;
}

export const queryKeys = {
  currentUser: ['/api/user'] as const,
  /** Prefix of every playlist list; invalidate it after votes and tag updates (spec §7). */
  playlists: ['/api/playlists'] as const,
  feed: (filters: FeedFilters) =>
    ['/api/playlists', 'feed', { tag: filters.tag ?? '', platform: filters.platform ?? '' }] as const,
};
