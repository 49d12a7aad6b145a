export { Avatar } from './Avatar';
export { Card } from './Card';
export { ChipListInput } from './ChipListInput';
export { ConfirmDialog } from './ConfirmDialog';
export { cosmicColors } from './cosmic-theme';
export { Flex } from './Flex';
export { LazyDropdown } from './LazyDropdown';
export { oneLine } from './one-line';
export { PlainSelect } from './PlainSelect';
export { PlatformBadge } from './PlatformBadge';
export { PlaylistCard, type PlaylistCardProps } from './PlaylistCard';
export { popupBesideTrigger } from './popup-container';
export { RelativeTime } from './RelativeTime';
export { MusicNoteIcon } from './icons/MusicNoteIcon';
export { PlatformIcon } from './icons/PlatformIcon';
export { SvgIcon } from './icons/SvgIcon';
export { VoteIcon } from './icons/VoteIcon';
export { renderStandalone } from './render-standalone';
export { ResultScreen } from './ResultScreen';
export {
  currentPageName,
  FEED_LIST_ID,
  registerTourHandler,
  toggleAddPlaylistForm,
  useAddPlaylistFormOpen,
  useNamePage,
  usePageName,
  useTourHandler,
} from './shell-signals';
export { TagInput } from './TagInput';
export { TitledPage } from './TitledPage';
export { showFailureToast, showMessageToast, showToast, Toaster } from './toast';
export { useSignOut } from './use-sign-out';
export { ServerScreen, useWideScreen } from './use-wide-screen';
export { Typography } from './Typography';
export { ContentProviders, WebProviders } from './WebProviders';
export { visuallyHidden } from './visually-hidden';
export { VerifyEmailWarning } from './VerifyEmailWarning';
