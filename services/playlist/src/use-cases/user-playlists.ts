import * as grpc from '@grpc/grpc-js';
import { validationMessages } from '@sonic-nexus/contract';
import { grpcError } from '@sonic-nexus/service-kit';
import type { PlaylistRecord, PlaylistRepository } from '../repository/playlist-repository';

function userId(value: number): number {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw grpcError(grpc.status.INVALID_ARGUMENT, validationMessages.userIdInvalid);
  }
  return value;
}

/** A user's playlists, newest first (public profile, My Playlist Activity). */
export function listUserPlaylists(repo: PlaylistRepository, id: number): Promise<PlaylistRecord[]> {
  return repo.findBySubmitter(userId(id));
}

/** 'Playlists Uploaded' of the account statistics. */
export function countUserPlaylists(repo: PlaylistRepository, id: number): Promise<number> {
  return repo.countBySubmitter(userId(id));
}
