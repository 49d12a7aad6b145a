import type { PlaylistRecord } from '../repository/playlist-repository';
import type { Deps } from './deps';
import { checkUserId } from './user-id';

/** A user's playlists, newest first (public profile, My Playlist Activity). */
export function listUserPlaylists(deps: Deps, userId: number): Promise<PlaylistRecord[]> {
  return deps.playlists.findBySubmitter(checkUserId(userId));
}

/** 'Playlists Uploaded' of the account statistics. */
export function countUserPlaylists(deps: Deps, userId: number): Promise<number> {
  return deps.playlists.countBySubmitter(checkUserId(userId));
}
