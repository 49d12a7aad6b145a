import type { Tallies } from '../read-model/playlist-record';
import { withPlaylistLock } from '../repository/playlist-repository';
import type { Deps } from './deps';

/**
 * The vote service owns the tallies (vote.changed); this keeps the denormalised copy. `version` is
 * the playlist's tally version, so an older or repeated one (redelivery, reordering) changes nothing.
 */
export async function applyTallies(
  deps: Deps,
  { playlistId, tallies, version }: { playlistId: string; tallies: Tallies; version: number },
): Promise<void> {
  if (!playlistId) return;
  await withPlaylistLock(playlistId, () => deps.playlists.applyTallies(playlistId, tallies, version));
}
