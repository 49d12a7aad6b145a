import { withPlaylistLock } from '../repository/playlist-repository';
import type { Deps } from './deps';

export interface Rename {
  userId: number;
  username: string;
  /** The user's aggregate version (user.renamed's envelope): orders renames in the read model. */
  version: number;
}

/** A renamed user (user.renamed): rewrites the denormalised name; repeating it sets the same name. */
export async function renameSubmitter(deps: Deps, { userId, username, version }: Rename): Promise<void> {
  deps.playlists.noteRename(userId, username, version);
  for (const p of deps.playlists.findBySubmitter(userId)) {
    await withPlaylistLock(p.id, () => deps.playlists.setUsername(p.id, username));
  }
}
