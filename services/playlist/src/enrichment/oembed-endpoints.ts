// Which oEmbed request describes a playlist link (DESIGN §8 "Preview"): the platforms' public
// endpoints, documented by each platform (Spotify's oEmbed API reference, SoundCloud's oEmbed docs,
// YouTube's endpoint as listed in the oembed.com provider registry). Apple Music publishes no
// oEmbed endpoint (only Apple Podcasts does), so Apple links are never enriched.
import { platformOfHost, type Platform } from '@sonic-nexus/contract';

/** The endpoint of each platform that has one; a missing or '' one turns that platform off. */
export type OembedEndpoints = Partial<Record<Platform, string>>;

/** The link the platform is asked about: a YouTube playlist by its canonical page (music. and m. hosts too). */
function subjectOf(platform: Platform, link: URL): string {
  const list = platform === 'youtube' ? link.searchParams.get('list') : null;
  return list ? `https://www.youtube.com/playlist?list=${encodeURIComponent(list)}` : link.href;
}

/**
 * The oEmbed request for a playlist link, or null when its platform has no endpoint or the link is
 * not on that platform's own host: no other URL is ever sent to a platform.
 */
export function oembedRequestUrl(
  endpoints: OembedEndpoints,
  platform: string,
  playlistUrl: string,
): string | null {
  const hostPlatform = platformOfHost(playlistUrl);
  const endpoint = hostPlatform === platform ? endpoints[hostPlatform] : undefined;
  if (!hostPlatform || !endpoint) return null;
  const request = new URL(endpoint);
  request.searchParams.set('url', subjectOf(hostPlatform, new URL(playlistUrl)));
  // Spotify answers JSON only; YouTube and SoundCloud are asked for it.
  if (hostPlatform !== 'spotify') request.searchParams.set('format', 'json');
  return request.href;
}
