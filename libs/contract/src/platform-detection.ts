// Platform detection and embed URLs of DESIGN §8, built from the URL alone (no network). Pure and
// browser-safe: the add-playlist form and the playlist service call the same functions, so the
// form's '(Auto-detected)' lock, the preview and the server's checks can never disagree.
import { previewMessages } from './messages';
import { PLATFORM_LABELS, type Platform } from './platforms';
import { parseWebUrl } from './schemas/web-url';

const HOSTS: Record<string, Platform> = {
  'open.spotify.com': 'spotify',
  'spotify.link': 'spotify',
  'music.apple.com': 'apple',
  'music.youtube.com': 'youtube',
  'www.youtube.com': 'youtube',
  'youtube.com': 'youtube',
  'm.youtube.com': 'youtube',
  'soundcloud.com': 'soundcloud',
  'm.soundcloud.com': 'soundcloud',
  'on.soundcloud.com': 'soundcloud',
};

const SPOTIFY_PLAYLIST_PATH = /^\/(?:intl-[a-z-]+\/)?playlist\/([A-Za-z0-9]+)\/?$/i;
const YOUTUBE_LIST = /^[A-Za-z0-9_-]+$/;
// Apple playlists: /{storefront}/playlist/{name}/pl.{id} (the name segment may be missing).
const APPLE_PLAYLIST_PATH = /^\/[a-z]{2}\/playlist\/(?:[^/]+\/)?pl\.[A-Za-z0-9.-]+\/?$/i;
// SoundCloud playlists are "sets": /{user}/sets/{name}.
const SOUNDCLOUD_SET_PATH = /^\/[^/]+\/sets\/[^/]+\/?$/;

/** Only absolute http(s) URLs the API would store count (schemas/web-url.ts); anything else is null. */
function parseHttpUrl(raw: string): URL | null {
  return parseWebUrl(raw.trim());
}

/** The platform whose host serves this URL, whatever the path (used to refuse a mismatching platform). */
export function platformOfHost(rawUrl: string): Platform | null {
  const url = parseHttpUrl(rawUrl);
  return url ? (HOSTS[url.hostname.toLowerCase()] ?? null) : null;
}

/** DESIGN §8 detection: by host; a YouTube link counts only with a `list` (playlist) parameter. */
export function detectPlatform(rawUrl: string): Platform | null {
  const platform = platformOfHost(rawUrl);
  if (platform !== 'youtube') return platform;
  const list = parseHttpUrl(rawUrl)?.searchParams.get('list') ?? '';
  return list ? 'youtube' : null;
}

/** Where the players built below live: the pages' Content-Security-Policy frames only these. */
export const EMBED_ORIGINS = [
  'https://open.spotify.com',
  'https://embed.music.apple.com',
  'https://www.youtube.com',
  'https://w.soundcloud.com',
] as const;

/** The player URL for a playlist link on its platform's host; null when none can be built. */
export function buildEmbedUrl(rawUrl: string): string | null {
  const url = parseHttpUrl(rawUrl);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  switch (HOSTS[host]) {
    case 'spotify': {
      const id = host === 'open.spotify.com' ? SPOTIFY_PLAYLIST_PATH.exec(url.pathname)?.[1] : undefined;
      return id ? `https://open.spotify.com/embed/playlist/${id}` : null;
    }
    case 'apple':
      return APPLE_PLAYLIST_PATH.test(url.pathname) ? `https://embed.music.apple.com${url.pathname}` : null;
    case 'youtube': {
      const list = url.searchParams.get('list') ?? '';
      return YOUTUBE_LIST.test(list) ? `https://www.youtube.com/embed/videoseries?list=${list}` : null;
    }
    case 'soundcloud':
      return host !== 'on.soundcloud.com' && SOUNDCLOUD_SET_PATH.test(url.pathname)
        ? `https://w.soundcloud.com/player/?url=${encodeURIComponent(url.href)}`
        : null;
    default:
      return null;
  }
}

export interface PlaylistUrlPreview {
  isSupported: boolean;
  platform: Platform | null;
  embedUrl: string | null;
}

/** What /api/playlist-preview answers: supported when a platform is detected. */
export function previewPlaylistUrl(rawUrl: string): PlaylistUrlPreview {
  const platform = detectPlatform(rawUrl);
  return { isSupported: platform !== null, platform, embedUrl: platform ? buildEmbedUrl(rawUrl) : null };
}

/** Server check of a submission whose platform field disagrees with the URL's host. */
export function platformMismatchMessage(detected: Platform): string {
  const label = PLATFORM_LABELS[detected];
  return `This link belongs to ${label}: choose ${label} as the platform`;
}

/**
 * Why a link cannot be stored as a `platform` playlist, or null when it can. The server enforces
 * what the form does: the form submits only a link its preview supports, locked to the platform of
 * its host, so a 'Spotify' card can never link to another site (DESIGN §8).
 */
export function playlistUrlProblem(rawUrl: string, platform: Platform): string | null {
  const hostPlatform = platformOfHost(rawUrl);
  if (hostPlatform && hostPlatform !== platform) return platformMismatchMessage(hostPlatform);
  return detectPlatform(rawUrl) === platform ? null : previewMessages.unsupported;
}
