import type { Deps } from './deps';

/**
 * A vote.changed seen by this replica (its own or another replica's): when the model holds an
 * older version of the playlist, it reloads it by _id. Repeats and old events change nothing.
 */
export async function catchUpPlaylist(deps: Deps, playlistId: string, version: number): Promise<void> {
  if (!playlistId || deps.model.versionOf(playlistId) >= version) return;
  await deps.writer.catchUp(playlistId, version);
}
