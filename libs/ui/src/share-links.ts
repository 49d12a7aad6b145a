// Share menu targets (spec §2): the link {origin}/?playlist={id} and the product's share text.
import { PRODUCT_NAME, platformLabel } from '@sonic-nexus/contract';

export type ShareTarget = 'x' | 'facebook' | 'bluesky';

export function playlistShareUrl(origin: string, playlistId: string): string {
  return `${origin}/?playlist=${encodeURIComponent(playlistId)}`;
}

export function playlistShareText(platform: string, title: string): string {
  return `Check out this ${platformLabel(platform)} playlist "${title}" on ${PRODUCT_NAME}! 🎵`;
}

export function shareTargetUrl(target: ShareTarget, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (target) {
    case 'x':
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'bluesky':
      return `https://bsky.app/intent/compose?text=${encodeURIComponent(`${text} ${url}`)}`;
  }
}
