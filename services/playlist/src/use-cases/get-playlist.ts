import { serverMessages } from '@sonic-nexus/contract';
import { DomainError } from '@sonic-nexus/service-kit';
import type { PlaylistRecord } from '../read-model/playlist-record';
import type { Deps } from './deps';

export const playlistNotFound = () => new DomainError('not-found', serverMessages.playlistNotFound);

export async function getPlaylist(deps: Deps, playlistId: string): Promise<PlaylistRecord> {
  // An empty or malformed id simply matches nothing: the caller sees the same 404 either way.
  const found = playlistId ? await deps.playlists.findById(playlistId) : null;
  if (!found) throw playlistNotFound();
  return found;
}
