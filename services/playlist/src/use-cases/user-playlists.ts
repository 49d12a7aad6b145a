import type { PlaylistRecord } from '../read-model/playlist-record';
import type { Deps } from './deps';
import { checkUserId } from './user-id';

/** A user's playlists, newest first (public profile, My Playlist Activity). */
export function listUserPlaylists(deps: Deps, userId: number): PlaylistRecord[] {
  return deps.playlists.findBySubmitter(checkUserId(userId));
}

/** 'Playlists Uploaded' of the account statistics. */
export function countUserPlaylists(deps: Deps, userId: number): number {
  return deps.playlists.countBySubmitter(checkUserId(userId));
}
