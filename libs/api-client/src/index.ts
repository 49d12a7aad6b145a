export { ApiError, setApiOrigin } from './api-fetch';
export type { CurrentUser, Playlist } from './api-types';
export { useCurrentUser } from './current-user';
export { usePlaylistSearch } from './feed';
export { createQueryClient } from './query-client';
export type { FeedFilters, PlaylistSearch } from './query-keys';
export {
  prefetchPlaylist,
  usePlaylist,
  useTopPlaylists,
  useFireVotedPlaylists,
  usePlaylistSubmitter,
} from './playlist-queries';
export { shouldPreview, usePlaylistPreview } from './playlist-preview';
export {
  refreshPlaylistLists,
  useCreatePlaylist,
  useUpdateTags,
  useDeletePlaylist,
} from './playlist-mutations';
export { useUserVotes, useUserVote, useCastVote } from './vote-queries';
export { signedOut, useChangeUsername, useDeleteAccount, useLogin, useLogout, useRegister } from './account';
export { isNetworkError, serverMessage } from './account-errors';
export {
  useForgotPassword,
  useResendVerification,
  useResetPassword,
  useResetTokenCheck,
} from './account-recovery';
export { useUnreadCount } from './unread-count';
export { useMarkNotificationRead, useNotifications, notificationsOf } from './notification-queries';
export type { Notification } from './notification-queries';
export { useUnreadCountStream } from './unread-count-stream';
export { useFollowers } from './follower-queries';
export { useMostPlayedArtist, useUserProfile, useUserStats } from './profile-queries';
export { useFollow, useFollowCounts, useFollowingStatus } from './follow-queries';
export {
  PictureStepError,
  useRemovePicture,
  useUpdateBio,
  useUploadPicture,
  type PictureUploadFlow,
} from './profile-mutations';
