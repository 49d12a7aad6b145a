// Tag edits and deletion: owner only (spec §6). Each is one read-check-write under the document's lock.
import * as grpc from '@grpc/grpc-js';
import { serverMessages, updateTagsBody } from '@sonic-nexus/contract';
import { grpcError } from '@sonic-nexus/service-kit';
import { playlistDeleted, playlistUpdated } from '../events/playlist-events';
import {
  withPlaylistLock,
  type PlaylistRecord,
  type PlaylistRepository,
} from '../repository/playlist-repository';
import { getPlaylist } from './get-playlist';
import { invalidArgument } from './invalid-argument';

function assertOwner(p: PlaylistRecord, userId: number): void {
  if (p.submittedBy !== userId) throw grpcError(grpc.status.PERMISSION_DENIED, serverMessages.notOwner);
}

// Under the lock nothing else writes the document, so a failed conditional write means it is gone.
const gone = () => grpcError(grpc.status.NOT_FOUND, serverMessages.playlistNotFound);

export async function updateTags(
  repo: PlaylistRepository,
  req: { playlistId: string; userId: number; tags: string[] },
): Promise<PlaylistRecord> {
  const parsed = updateTagsBody.safeParse({ tags: req.tags });
  if (!parsed.success) throw invalidArgument(parsed.error);
  const { tags } = parsed.data;
  return withPlaylistLock(req.playlistId, async () => {
    const current = await getPlaylist(repo, req.playlistId);
    assertOwner(current, req.userId);
    const version = current.version + 1;
    if (
      !(await repo.setTags(current.id, current.version, tags, playlistUpdated(current.id, version, tags)))
    ) {
      throw gone();
    }
    return { ...current, tags, version };
  });
}

/** Tombstones the playlist with its playlist.deleted event unless `check` throws. */
export async function removePlaylist(
  repo: PlaylistRepository,
  playlistId: string,
  check: (p: PlaylistRecord) => void = () => undefined,
): Promise<void> {
  await withPlaylistLock(playlistId, async () => {
    const current = await getPlaylist(repo, playlistId);
    check(current);
    if (!(await repo.tombstone(current.id, current.version, playlistDeleted(current)))) throw gone();
  });
}

export function deletePlaylist(
  repo: PlaylistRepository,
  req: { playlistId: string; userId: number },
): Promise<void> {
  return removePlaylist(repo, req.playlistId, (p) => assertOwner(p, req.userId));
}
