// Reactions to other contexts' deletions (DESIGN §8: account deletion adjusts tallies). Both are
// safe to run again for the same event (JetStream redelivers whatever was not acknowledged): what
// is already gone is not written again. An event without an id names nothing to remove.
import type { Deps } from './deps';

/**
 * playlist.deleted: its votes go (so it leaves everyone's fire history) and its document stays as
 * a tombstone, so a cast racing the deletion is refused rather than bringing votes back.
 */
export async function removePlaylistVotes(deps: Deps, playlistId: string): Promise<void> {
  if (!playlistId) return;
  await deps.writer.deletePlaylist(playlistId);
}

/**
 * user.deleted: the user's votes leave every playlist they voted on, one write (and vote.changed)
 * per playlist. The read model says where they are, also after a restart midway (it is rebuilt
 * from the store, where the removals done so far are). Returns those playlists.
 */
export async function removeUserVotes(deps: Deps, userId: number): Promise<string[]> {
  if (userId < 1) return [];
  const playlistIds = deps.model.playlistsOf(userId);
  await Promise.all(playlistIds.map((playlistId) => deps.writer.removeUser(playlistId, userId)));
  if (playlistIds.length > 0) {
    deps.logger.info({ userId, playlists: playlistIds.length }, "removed a deleted user's votes");
  }
  return playlistIds;
}
