// Notifications go with what they point at (DESIGN §8): a deleted playlist's, and a deleted
// user's (those they received and those about their posts). The ids come from the inbox read
// model; the store is asked by _id only.
import { newPlaylistNotificationId } from '../notifications/notification-id';
import type { Deps } from './deps';

async function removeIds(deps: Deps, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await deps.notifications.deleteByIds(ids);
  for (let at = 0; at < ids.length; at += deps.fanOut.chunkSize) {
    await deps.events.removed(ids.slice(at, at + deps.fanOut.chunkSize));
  }
  for (const id of ids) deps.inbox.remove(id);
  return ids.length;
}

/**
 * On playlist.deleted. The mark comes first, so a fan-out of this playlist still running
 * elsewhere sees it when it finishes and removes its own; `recipients` lets that fan-out name
 * the ids this replica's inbox may not hold yet.
 */
export async function removeAboutPlaylist(
  deps: Deps,
  playlistId: string,
  recipients: readonly number[] = [],
): Promise<number> {
  await deps.removedPlaylists.mark(playlistId);
  const ids = new Set(deps.inbox.idsAboutPlaylist(playlistId));
  for (const userId of recipients) ids.add(newPlaylistNotificationId(playlistId, userId));
  return removeIds(deps, [...ids]);
}

/** On user.deleted. */
export function removeConcerningUser(deps: Deps, userId: number): Promise<number> {
  return removeIds(deps, deps.inbox.idsConcerningUser(userId));
}
