export {
  apiFetch,
  ApiError,
  isApiError,
  type ApiFetchOptions,
  type HttpMethod,
  type ResponseSchema,
} from './api-fetch';
export type { CurrentUser, FeedPage, Playlist } from './api-types';
export { fetchCurrentUser, useCurrentUser } from './current-user';
export { feedPath, nextFeedPage, useFeed } from './feed';
export { createQueryClient } from './query-client';
export { queryKeys, type FeedFilters } from './query-keys';
