import { onEvent } from '@sonic-nexus/service-kit';
import type { Deps } from '../use-cases/deps';
import { removePlaylistVotes } from '../use-cases/purge-votes';

/** A deleted playlist's votes and tallies go (and it leaves everyone's fire history). */
export const playlistDeleted = (deps: Deps) =>
  onEvent('playlist.deleted', ({ playlistId }) => removePlaylistVotes(deps, playlistId));
