import * as grpc from '@grpc/grpc-js';
import { USER_VOTES_MAX_IDS, validationMessages } from '@sonic-nexus/contract';
import { grpcError } from '@sonic-nexus/service-kit';
import type { PlaylistRecord, PlaylistRepository } from '../repository/playlist-repository';

/** In the order asked (e.g. fire history, newest fire first); unknown or deleted ids are skipped. */
export async function getPlaylistsByIds(repo: PlaylistRepository, ids: string[]): Promise<PlaylistRecord[]> {
  const wanted = [...new Set(ids.filter((id) => id !== ''))];
  if (wanted.length > USER_VOTES_MAX_IDS) {
    throw grpcError(grpc.status.INVALID_ARGUMENT, validationMessages.idsInvalid);
  }
  const byId = new Map((await repo.findByIds(wanted)).map((p) => [p.id, p]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}
