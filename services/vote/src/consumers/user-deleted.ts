import { onEvent } from '@sonic-nexus/service-kit';
import type pino from 'pino';
import type { Deps } from '../use-cases/deps';
import { removeUserVotes } from '../use-cases/purge-votes';

/** A deleted user's votes go and the playlists they voted on are recounted. */
export const userDeleted = (deps: Deps, logger: pino.Logger) =>
  onEvent('user.deleted', async ({ userId }) => {
    const recounted = await removeUserVotes(deps, userId);
    logger.info({ userId, playlists: recounted.length }, "removed a deleted user's votes");
  });
