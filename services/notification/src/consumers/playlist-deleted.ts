import { onEvent } from '@sonic-nexus/service-kit';
import type { Deps } from '../use-cases/deps';
import { removeAboutPlaylist } from '../use-cases/remove-notifications';

/** A deleted playlist's notifications go (their 'View Playlist' would lead nowhere). */
export const playlistDeleted = (deps: Deps) =>
  onEvent('playlist.deleted', ({ playlistId }) => removeAboutPlaylist(deps, playlistId));
