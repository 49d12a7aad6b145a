import { PLAYLIST_URL_MAX, previewPlaylistUrl, type PlaylistUrlPreview } from '@sonic-nexus/contract';

/** Answered from the URL alone (DESIGN §8): no network, so it never blocks or fails. */
export function previewPlaylist(url: string): PlaylistUrlPreview {
  if (url.length > PLAYLIST_URL_MAX) return { isSupported: false, platform: null, embedUrl: null };
  return previewPlaylistUrl(url);
}
