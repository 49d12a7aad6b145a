import { withPlaylistLock } from '../repository/playlist-repository';
import type { Deps } from './deps';

/** A renamed user (user.renamed): rewrites the denormalised name; repeating it sets the same name. */
export async function renameSubmitter(
  deps: Deps,
  { userId, username }: { userId: number; username: string },
): Promise<void> {
  for (const p of await deps.playlists.findBySubmitter(userId)) {
    await withPlaylistLock(p.id, () => deps.playlists.setUsername(p.id, username));
  }
}
