// Which playlists exist is the playlist context's (services/README.md, "The vote log"): it
// announces each (playlist.created, read by every replica), so a new playlist's first votes need
// no confirmation by the caller (cast-vote.ts).
import type { Deps } from './deps';

/** playlist.created: the playlist is known from now on. Safe to repeat; no id names nothing. */
export function notePlaylistCreated(deps: Pick<Deps, 'model'>, playlistId: string): void {
  if (!playlistId) return;
  deps.model.notePlaylist(playlistId);
}
