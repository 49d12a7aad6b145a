import * as grpc from '@grpc/grpc-js';
import { serverMessages } from '@sonic-nexus/contract';
import { grpcError } from '@sonic-nexus/service-kit';
import type { PlaylistRecord, PlaylistRepository } from '../repository/playlist-repository';

export const PLAYLIST_NOT_FOUND = serverMessages.playlistNotFound;

export async function getPlaylist(repo: PlaylistRepository, playlistId: string): Promise<PlaylistRecord> {
  // An empty or malformed id simply matches nothing: the caller sees the same 404 either way.
  const found = playlistId ? await repo.findById(playlistId) : null;
  if (!found) throw grpcError(grpc.status.NOT_FOUND, PLAYLIST_NOT_FOUND);
  return found;
}
