// Platforms of spec §1: the four supported values and their labels; anything else shows its raw name.
export const PLATFORMS = ['spotify', 'apple', 'youtube', 'soundcloud'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_LABELS: Record<Platform, string> = {
  spotify: 'Spotify',
  apple: 'Apple Music',
  youtube: 'YouTube Music',
  soundcloud: 'SoundCloud',
};

function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}

export function platformLabel(value: string): string {
  return isPlatform(value) ? PLATFORM_LABELS[value] : value;
}

/**
 * The image hosts album art may come from (issue 27): the platforms' own cover CDNs, the ones their
 * oEmbed answers name as `thumbnail_url`. `*.` is any subdomain, as in a CSP source: the pages'
 * `img-src` names exactly these (libs/web-server/src/security-headers.ts), so every cover the API
 * keeps can show, and no other host ever learns who looks at a card.
 */
export const ALBUM_ART_HOSTS = [
  // Spotify: i.scdn.co, mosaic.scdn.co, *-images.scdn.co, image-cdn-ak/-fa.spotifycdn.com, …
  '*.scdn.co',
  '*.spotifycdn.com',
  // Apple Music: is1-ssl.mzstatic.com … is5-ssl.mzstatic.com
  '*.mzstatic.com',
  // YouTube Music: video and playlist thumbnails (i.ytimg.com, i9.ytimg.com), channel and album
  // art; googleusercontent.com also serves anyone's files, so only the two artwork hosts.
  '*.ytimg.com',
  'yt3.ggpht.com',
  'yt3.googleusercontent.com',
  'lh3.googleusercontent.com',
  // SoundCloud: i1.sndcdn.com … i4.sndcdn.com
  '*.sndcdn.com',
] as const;

/** Whether a URL's (lowercase) hostname is one of ALBUM_ART_HOSTS. */
export function isAlbumArtHost(hostname: string): boolean {
  return ALBUM_ART_HOSTS.some((host) =>
    host.startsWith('*.')
      ? hostname.endsWith(host.slice(1)) && hostname.length > host.length - 1
      : hostname === host,
  );
}
