import { playlistUpdated } from '../events/playlist-events';
import { withPlaylistLock } from '../repository/playlist-repository';
import type { Deps } from './deps';

export interface EnrichRequest {
  playlistId: string;
  /** From playlist.created: a platform that cannot be asked now costs no store read. */
  platform: string;
}

/**
 * After a playlist was created (its playlist.created), asks its platform's oEmbed for the title,
 * cover art and artist and stores them with the playlist, with a playlist.updated so every
 * replica's read models take them. The cover art fills albumArtUrls only when the submitter gave
 * none. Safe to repeat: an enriched, deleted or unknown playlist is left alone before any call,
 * and the write is one conditional write (not enriched yet, same version) under the playlist's
 * lock, so a redelivery, a replay or a tag edit meanwhile never enriches twice or loses a change.
 * A platform that fails, says nothing or whose breaker is open leaves the playlist as submitted
 * (the adapter logs why); a later replay of the event may still enrich it.
 */
export async function enrichPlaylist(deps: Deps, { playlistId, platform }: EnrichRequest): Promise<void> {
  if (!playlistId || !deps.platforms.available(platform)) return;
  const before = await deps.playlists.findStored(playlistId);
  if (!before || before.enrichment) return;

  // The network call holds no lock: tag edits and deletion go on meanwhile.
  const found = await deps.platforms.describe(before.platform, before.playlistUrl);
  if (!found) return;

  await withPlaylistLock(playlistId, async () => {
    const current = await deps.playlists.findStored(playlistId);
    if (!current || current.enrichment) return;
    const albumArtUrls =
      current.albumArtUrls.length > 0 || !found.thumbnailUrl ? current.albumArtUrls : [found.thumbnailUrl];
    const event = playlistUpdated(current.id, current.version + 1, current.tags);
    await deps.playlists.enrich(current, { ...found, enrichedAt: new Date() }, albumArtUrls, event);
  });
}
