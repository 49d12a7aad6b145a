// Reactions to other contexts' deletions (DESIGN §8: account deletion adjusts tallies). Both are
// safe to run again for the same event: JetStream redelivers whatever was not acknowledged. An
// event without an id names nothing to remove.
import { withTalliesLock } from '../repository/tallies-repository';
import type { Deps } from './deps';
import { recountTallies } from './recount-tallies';

/** playlist.deleted: its votes and tallies go, so it also leaves everyone's fire history. */
export async function removePlaylistVotes(deps: Deps, playlistId: string): Promise<void> {
  if (!playlistId) return;
  // First, so a cast racing this event cannot bring the playlist's votes back.
  await deps.markers.markPlaylistDeleted(playlistId);
  await withTalliesLock(playlistId, async () => {
    await deps.votes.removeAllOfPlaylist(playlistId);
    await deps.tallies.tombstone(playlistId);
  });
}

/**
 * user.deleted: the user's votes go and every playlist they voted on is recounted (+ vote.changed).
 * Returns the recounted playlists.
 */
export async function removeUserVotes(deps: Deps, userId: number): Promise<string[]> {
  if (userId < 1) return [];
  const playlistIds = await deps.markers.recordUserPurge(userId, await deps.votes.playlistIdsOfUser(userId));
  for (const playlistId of playlistIds) {
    await withTalliesLock(playlistId, async () => {
      await deps.votes.remove(playlistId, userId);
      if (!(await deps.markers.isPlaylistDeleted(playlistId))) {
        await recountTallies(deps, { playlistId, userId });
      }
    });
  }
  await deps.markers.finishUserPurge(userId);
  deps.logger.info({ userId, playlists: playlistIds.length }, "removed a deleted user's votes");
  return playlistIds;
}
