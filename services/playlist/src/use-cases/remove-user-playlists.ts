import { isDomainError } from '@sonic-nexus/service-kit';
import type { Deps } from './deps';
import { removePlaylist } from './owner-changes';

/**
 * A deleted account (user.deleted) takes every playlist of the user with it, each with its
 * playlist.deleted (so its votes go too and other replicas drop it). The user's playlists come
 * from the read model. Safe to repeat: a redelivery finds nothing left.
 */
export async function removeUserPlaylists(deps: Deps, userId: number): Promise<void> {
  for (const p of deps.playlists.findBySubmitter(userId)) {
    await removePlaylist(deps, p.id).catch((err: unknown) => {
      // Deleted meanwhile (by its owner): nothing left to do for this one.
      if (!isDomainError(err, 'not-found')) throw err;
    });
  }
}
