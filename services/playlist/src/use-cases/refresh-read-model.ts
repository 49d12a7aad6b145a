// The replica consumers' use cases: keep this replica's read model as fresh as the store when
// another replica (or another service) wrote. Events arrive late, twice or out of order across
// subjects, so each compares versions and otherwise reloads the one playlist by _id.
import type { Tallies } from '../read-model/playlist-record';
import type { Deps } from './deps';
import type { Rename } from './rename-submitter';

/** A playlist.* event of aggregate `version`: reload the playlist unless the model is that fresh. */
export async function refreshPlaylist(
  deps: Deps,
  { playlistId, version }: { playlistId: string; version: number },
): Promise<void> {
  if (!playlistId) return;
  if ((deps.playlists.heldVersion(playlistId) ?? 0) >= version) return;
  await deps.playlists.reload(playlistId);
}

/**
 * A vote.changed carries the tallies and their version, so a held playlist needs no reload; one
 * not held yet (created through another replica a moment ago) is loaded first.
 */
export async function noteTallies(
  deps: Deps,
  { playlistId, tallies, version }: { playlistId: string; tallies: Tallies; version: number },
): Promise<void> {
  if (!playlistId || deps.playlists.noteTallies(playlistId, tallies, version)) return;
  if (deps.playlists.heldVersion(playlistId) !== undefined) return; // held, and as fresh already
  await deps.playlists.reload(playlistId);
  deps.playlists.noteTallies(playlistId, tallies, version);
}

/** A user.renamed: the durable consumer writes the store; every replica's model takes the name. */
export function noteRename(deps: Deps, { userId, username, version }: Rename): void {
  deps.playlists.noteRename(userId, username, version);
}
