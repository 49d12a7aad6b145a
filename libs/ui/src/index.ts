export { cosmicColors, cosmicTheme } from './cosmic-theme';
export { PlaceholderPage, type PlaceholderPageProps } from './PlaceholderPage';
export { PlatformBadge } from './PlatformBadge';
export { PlaylistCard } from './PlaylistCard';
export { Starfield } from './Starfield';
export { WebProviders } from './WebProviders';
export { renderStandalone } from './render-standalone';
export {
  registerTourHandler,
  toggleAddPlaylistForm,
  useAddPlaylistFormOpen,
  useTourHandler,
} from './shell-signals';
export {
  dismissToast,
  showToast,
  Toaster,
  useToasts,
  type Toast,
  type ToastInput,
  type ToastVariant,
} from './toast';
export { Avatar, type UserAvatarProps } from './Avatar';
export { RelativeTime } from './RelativeTime';
export { formatRelativeTime } from './relative-time';
export { AlbumCovers } from './AlbumCovers';
export { PlaylistEmbed } from './PlaylistEmbed';
export { PlaylistTags } from './PlaylistTags';
export { VoteRow, type VoteRowProps } from './VoteRow';
export { voteFailureToast, voteFeedback } from './vote-feedback';
export { ShareMenu, copyLink } from './ShareMenu';
export { playlistShareText, playlistShareUrl, shareTargetUrl, type ShareTarget } from './share-links';
export { EditMenu, DELETE_CONFIRMATION } from './EditMenu';
export { TagInput, type TagInputProps } from './TagInput';
export { TagEditor } from './TagEditor';
export { addTag, removeTag, type TagEntryResult } from './tag-entry';
export type { PlaylistCardProps } from './PlaylistCard';
export { useSignOut } from './use-sign-out';
