// The feed's filters live in the address (spec §2): ?tag= and ?platform= preselect them, and a
// change rewrites the address to / with those parameters, or plain / when both are cleared.
import type { FeedFilters } from '@sonic-nexus/api-client';

export function filtersFromSearch(search: URLSearchParams): FeedFilters {
  const tag = search.get('tag')?.trim().toLowerCase() ?? '';
  const platform = search.get('platform')?.trim() ?? '';
  return { ...(tag ? { tag } : {}), ...(platform ? { platform } : {}) };
}

export function feedAddress(filters: FeedFilters): string {
  const params = new URLSearchParams();
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.platform) params.set('platform', filters.platform);
  const query = params.toString();
  return query ? `/?${query}` : '/';
}
