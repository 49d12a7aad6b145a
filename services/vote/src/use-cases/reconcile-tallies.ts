// A vote is written, then its playlist's tallies: a crash between the two leaves the tallies
// behind the votes until that playlist's next vote. At start the service recounts every playlist
// that has votes or tallies, under its lock; unchanged counts write nothing, so this is cheap to
// repeat, and a corrected playlist gets its vote.changed like any other change.
import { withTalliesLock } from '../repository/tallies-repository';
import type { Deps } from './deps';
import { recountTallies } from './recount-tallies';

/** The user id carried by vote.changed events that no user caused. */
const SYSTEM_RECOUNT_USER = 0;

/** Returns how many playlists' tallies were corrected. */
export async function reconcileAllTallies(deps: Deps): Promise<number> {
  const ids = new Set([...(await deps.votes.votedPlaylistIds()), ...(await deps.tallies.liveIds())]);
  let corrected = 0;
  for (const playlistId of ids) {
    await withTalliesLock(playlistId, async () => {
      const before = await deps.tallies.find(playlistId);
      const after = await recountTallies(deps, { playlistId, userId: SYSTEM_RECOUNT_USER });
      if (after.version !== (before?.version ?? 0)) corrected += 1;
    });
  }
  if (corrected > 0) deps.logger.warn({ corrected }, 'tallies behind their votes were recounted at start');
  return corrected;
}
