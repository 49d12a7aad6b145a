import { onEvent } from '@sonic-nexus/service-kit';
import type { Deps } from '../use-cases/deps';
import { removeUserPlaylists } from '../use-cases/remove-user-playlists';

export const userDeleted = (deps: Deps) =>
  onEvent('user.deleted', ({ userId }) => removeUserPlaylists(deps, userId));
