import { onEvent } from '@sonic-nexus/service-kit';
import type { Deps } from '../use-cases/deps';
import { removeUserVotes } from '../use-cases/purge-votes';

/** A deleted user's votes go, and the playlists they voted on get new tallies. */
export const userDeleted = (deps: Deps) =>
  onEvent('user.deleted', ({ userId }) => removeUserVotes(deps, userId));
