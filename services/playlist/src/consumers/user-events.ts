import * as grpc from '@grpc/grpc-js';
import type { events } from '@sonic-nexus/proto';
import { isGrpcError } from '@sonic-nexus/service-kit';
import { withPlaylistLock, type PlaylistRepository } from '../repository/playlist-repository';
import { removePlaylist } from '../use-cases/owner-changes';

export const USER_DELETED = 'user.deleted';
export const USER_RENAMED = 'user.renamed';

/**
 * user.deleted removes every playlist of the user (each with its playlist.deleted, so votes go too);
 * user.renamed rewrites the denormalised name. Both are safe to repeat: a redelivery finds nothing
 * left to delete, or sets the same name again.
 */
export function handleUserEvent(repo: PlaylistRepository) {
  return async (env: events.EventEnvelope): Promise<void> => {
    const payload = env.payload;
    if (payload?.$case === 'userDeleted') {
      for (const p of await repo.findBySubmitter(payload.value.userId)) {
        await removePlaylist(repo, p.id).catch((err: unknown) => {
          // Deleted meanwhile (by its owner): nothing left to do for this one.
          if (!(isGrpcError(err) && err.code === grpc.status.NOT_FOUND)) throw err;
        });
      }
    } else if (payload?.$case === 'userRenamed') {
      const { userId, newUsername } = payload.value;
      for (const p of await repo.findBySubmitter(userId)) {
        await withPlaylistLock(p.id, () => repo.setUsername(p.id, newUsername));
      }
    }
  };
}
