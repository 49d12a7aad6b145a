// Reactions to other contexts' deletions (DESIGN §8: account deletion adjusts tallies). Both are
// safe to run again for the same event: JetStream redelivers whatever was not acknowledged.
import type { VoteStores } from './playlist-tallies';
import { recountTallies, withPlaylistLock } from './playlist-tallies';

/** playlist.deleted: its votes and tallies go, so it also leaves everyone's fire history. */
export async function removePlaylistVotes(stores: VoteStores, playlistId: string): Promise<void> {
  // First, so a cast racing this event cannot bring the playlist's votes back.
  await stores.markers.markPlaylistDeleted(playlistId);
  await withPlaylistLock(playlistId, async () => {
    await stores.votes.removeAllOfPlaylist(playlistId);
    await stores.tallies.tombstone(playlistId);
  });
}

/** user.deleted: the user's votes go and every playlist they voted on is recounted (+ vote.changed). */
export async function removeUserVotes(stores: VoteStores, userId: number): Promise<string[]> {
  const playlistIds = await stores.markers.recordUserPurge(
    userId,
    await stores.votes.playlistIdsOfUser(userId),
  );
  for (const playlistId of playlistIds) {
    await withPlaylistLock(playlistId, async () => {
      await stores.votes.remove(playlistId, userId);
      if (!(await stores.markers.isPlaylistDeleted(playlistId))) {
        await recountTallies(stores, playlistId, userId);
      }
    });
  }
  await stores.markers.finishUserPurge(userId);
  return playlistIds;
}
