// A vote is written, then its playlist's tallies: a crash between the two leaves the tallies
// behind the votes until that playlist's next vote. At start the service recounts every playlist
// that has votes or tallies, under its lock; unchanged counts write nothing, so this is cheap to
// repeat, and a corrected playlist gets its vote.changed like any other change.
import type pino from 'pino';
import { recountTallies, withPlaylistLock, type VoteStores } from './playlist-tallies';

/** The user id carried by vote.changed events that no user caused. */
export const SYSTEM_RECOUNT_USER = 0;

/** Returns how many playlists' tallies were corrected. */
export async function reconcileAllTallies(stores: VoteStores, logger: pino.Logger): Promise<number> {
  const ids = new Set([...(await stores.votes.votedPlaylistIds()), ...(await stores.tallies.liveIds())]);
  let corrected = 0;
  for (const playlistId of ids) {
    await withPlaylistLock(playlistId, async () => {
      const before = await stores.tallies.find(playlistId);
      const after = await recountTallies(stores, playlistId, SYSTEM_RECOUNT_USER);
      if (after.version !== (before?.version ?? 0)) corrected += 1;
    });
  }
  if (corrected > 0) logger.warn({ corrected }, 'tallies behind their votes were recounted at start');
  return corrected;
}
