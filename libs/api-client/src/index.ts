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
export {
  playlistKeys,
  usePlaylist,
  useTopPlaylists,
  fireVotedPath,
  useFireVotedPlaylists,
  usePlaylistSubmitter,
} from './playlist-queries';
export { playlistSearchPath, usePlaylistSearch, type PlaylistSearch } from './playlist-search';
export { previewPath, shouldPreview, usePlaylistPreview } from './playlist-preview';
export {
  refreshPlaylistLists,
  useCreatePlaylist,
  useUpdateTags,
  useDeletePlaylist,
} from './playlist-mutations';
export {
  userVotesIds,
  useUserVotes,
  useUserVote,
  castVote,
  useCastVote,
  type CastVoteInput,
} from './vote-queries';
export { signedOut, useChangeUsername, useDeleteAccount, useLogin, useLogout, useRegister } from './account';
export { isNetworkError, serverMessage } from './account-errors';
export {
  checkResetToken,
  useForgotPassword,
  useResendVerification,
  useResetPassword,
  useResetTokenCheck,
} from './account-recovery';
export { withTally, writeVoteToCache } from './vote-cache';
