// Tag edits and deletion: owner only (spec §6). Each is one read-check-write under the document's lock.
import { serverMessages, updateTagsBody } from '@sonic-nexus/contract';
import { DomainError, parseInput } from '@sonic-nexus/service-kit';
import { playlistDeleted, playlistUpdated } from '../events/playlist-events';
import { withPlaylistLock, type PlaylistRecord } from '../repository/playlist-repository';
import type { Deps } from './deps';
import { getPlaylist, playlistNotFound } from './get-playlist';

function assertOwner(p: PlaylistRecord, userId: number): void {
  if (p.submittedBy !== userId) throw new DomainError('forbidden', serverMessages.notOwner);
}

export async function updateTags(
  deps: Deps,
  req: { playlistId: string; userId: number; tags: string[] },
): Promise<PlaylistRecord> {
  const { tags } = parseInput(updateTagsBody, { tags: req.tags });
  return withPlaylistLock(req.playlistId, async () => {
    const current = await getPlaylist(deps, req.playlistId);
    assertOwner(current, req.userId);
    const version = current.version + 1;
    const event = playlistUpdated(current.id, version, tags);
    // Under the lock nothing else writes the document, so a failed conditional write means it is gone.
    if (!(await deps.playlists.setTags(current.id, current.version, tags, event))) throw playlistNotFound();
    return { ...current, tags, version };
  });
}

/** Tombstones the playlist with its playlist.deleted event unless `check` throws. */
export async function removePlaylist(
  deps: Deps,
  playlistId: string,
  check: (p: PlaylistRecord) => void = () => undefined,
): Promise<void> {
  await withPlaylistLock(playlistId, async () => {
    const current = await getPlaylist(deps, playlistId);
    check(current);
    if (!(await deps.playlists.tombstone(current.id, current.version, playlistDeleted(current)))) {
      throw playlistNotFound();
    }
  });
}

export function deletePlaylist(deps: Deps, req: { playlistId: string; userId: number }): Promise<void> {
  return removePlaylist(deps, req.playlistId, (p) => assertOwner(p, req.userId));
}
