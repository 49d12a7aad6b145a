// The pages' Content-Security-Policy shows images from this origin and the platforms' image hosts
// only (issue 27): exactly the hosts the contract lets album art come from, no `https:` at large.
import { ALBUM_ART_HOSTS, albumArtUrl } from '@sonic-nexus/contract';
import { pageSecurityHeaders } from './security-headers';

function directive(name: string): string[] {
  const csp = pageSecurityHeaders()['Content-Security-Policy'] ?? '';
  const found = csp.split('; ').find((part) => part.startsWith(`${name} `));
  return found?.split(' ').slice(1) ?? [];
}

describe('img-src', () => {
  it("names 'self', data:, blob: and the contract's album-art hosts, nothing else", () => {
    expect(directive('img-src')).toEqual([
      "'self'",
      ...ALBUM_ART_HOSTS.map((host) => `https://${host}`),
      'data:',
      'blob:',
    ]);
    expect(directive('img-src')).not.toContain('https:');
    expect(directive('img-src')).toContain('https://*.scdn.co');
  });

  it('allows every cover the API keeps, and only https ones', () => {
    const sources = directive('img-src').filter((source) => source.startsWith('https://'));
    for (const cover of [
      'https://i.scdn.co/image/a',
      'https://is3-ssl.mzstatic.com/a.jpg',
      'https://yt3.ggpht.com/a',
    ]) {
      const { hostname } = new URL(albumArtUrl.parse(cover));
      const allowed = sources.some((source) => {
        const host = source.slice('https://'.length);
        return host.startsWith('*.') ? hostname.endsWith(host.slice(1)) : hostname === host;
      });
      expect(allowed).toBe(true);
    }
  });
});
