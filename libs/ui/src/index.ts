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
