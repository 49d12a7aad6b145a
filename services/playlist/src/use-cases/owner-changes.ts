// Tag edits and deletion: owner only (spec §6). Each is one read-check-write under the document's
// lock, reading the store's copy: this replica's read model may not have heard of another's change.
import { serverMessages, updateTagsBody } from '@sonic-nexus/contract';
import { DomainError, parseInput } from '@sonic-nexus/service-kit';
import { playlistDeleted, playlistUpdated } from '../events/playlist-events';
import type { PlaylistRecord } from '../read-model/playlist-record';
import { withPlaylistLock } from '../repository/playlist-repository';
import type { Deps } from './deps';
import { playlistNotFound } from './get-playlist';

async function storedPlaylist(deps: Deps, playlistId: string): Promise<PlaylistRecord> {
  const found = playlistId ? await deps.playlists.findStored(playlistId) : null;
  if (!found) throw playlistNotFound();
  return found;
}

function assertOwner(p: PlaylistRecord, userId: number): void {
  if (p.submittedBy !== userId) throw new DomainError('forbidden', serverMessages.notOwner);
}

export async function updateTags(
  deps: Deps,
  req: { playlistId: string; userId: number; tags: string[] },
): Promise<PlaylistRecord> {
  const { tags } = parseInput(updateTagsBody, { tags: req.tags });
  return withPlaylistLock(req.playlistId, async () => {
    const current = await storedPlaylist(deps, req.playlistId);
    assertOwner(current, req.userId);
    const event = playlistUpdated(current.id, current.version + 1, tags);
    // Under the lock nothing else here writes the document, so a failed conditional write means it
    // is gone (or another replica changed it that very moment).
    const updated = await deps.playlists.setTags(current, tags, event);
    if (!updated) throw playlistNotFound();
    return updated;
  });
}

/** Tombstones the playlist with its playlist.deleted event unless `check` throws. */
export async function removePlaylist(
  deps: Deps,
  playlistId: string,
  check: (p: PlaylistRecord) => void = () => undefined,
): Promise<void> {
  await withPlaylistLock(playlistId, async () => {
    const current = await storedPlaylist(deps, playlistId);
    check(current);
    if (!(await deps.playlists.tombstone(current, playlistDeleted(current)))) {
      throw playlistNotFound();
    }
  });
}

export function deletePlaylist(deps: Deps, req: { playlistId: string; userId: number }): Promise<void> {
  return removePlaylist(deps, req.playlistId, (p) => assertOwner(p, req.userId));
}
