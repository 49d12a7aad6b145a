// The security headers of every front-end response (issue 13): a Content-Security-Policy that
// allows this origin, the remotes the runtime config names and the platforms' players, nothing
// framing the site, no MIME sniffing and no full URL in the Referer of outgoing links. Set by the
// static server itself, so the edge (Caddy) and a Kubernetes Ingress pass them on unchanged.
import { ALBUM_ART_HOSTS, EMBED_ORIGINS } from '@sonic-nexus/contract';

/** The origins of the absolute remote URLs; a relative URL is this origin ('self'). */
export function remoteOrigins(remoteUrls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of remoteUrls) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

function contentSecurityPolicy(remotes: readonly string[] = []): string {
  const self = ["'self'", ...remotes].join(' ');
  return [
    "default-src 'self'",
    `script-src ${self}`,
    `connect-src ${self}`,
    // antd and React set style attributes; index.html has one inline <style>.
    "style-src 'self' 'unsafe-inline'",
    // Album covers come from the platforms' image hosts (the contract's list, the only ones the
    // API keeps) or our own pictures; picture previews are blob: URLs.
    `img-src 'self' ${ALBUM_ART_HOSTS.map((host) => `https://${host}`).join(' ')} data: blob:`,
    "font-src 'self' data:",
    `frame-src ${EMBED_ORIGINS.join(' ')}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function pageSecurityHeaders(remotes: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(remotes),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Features the site never uses, refused to it and to every embedded player (issue 27); the
    // players' own (autoplay, encrypted-media, fullscreen) keep their defaults.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    // A window this site opens (a platform's page) cannot reach back into it, nor the reverse.
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
