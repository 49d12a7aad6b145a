import { renderToStaticMarkup } from 'react-dom/server';
import { tokenizeBio, type BioToken } from './bio-tokens';
import { BioText } from './BioText';

const links = (bio: string) =>
  tokenizeBio(bio).filter((token): token is Extract<BioToken, { kind: 'link' }> => token.kind === 'link');
const text = (bio: string) => ({ kind: 'text', text: bio });

describe('tokenizeBio', () => {
  it('links an @handle to Twitter and keeps the text around it', () => {
    expect(tokenizeBio('DJ, follow @nova_star!')).toEqual([
      text('DJ, follow '),
      { kind: 'link', text: '@nova_star', href: 'https://twitter.com/nova_star' },
      text('!'),
    ]);
  });

  it('links the profile URLs of instagram, tiktok, youtube (@handle), soundcloud and spotify users', () => {
    const bio = [
      'https://instagram.com/nova.star',
      'www.tiktok.com/@nova_star',
      'youtube.com/@NovaStar-1',
      'https://m.soundcloud.com/nova-star',
      'https://open.spotify.com/user/nova.star',
    ].join(' ');
    expect(links(bio).map((link) => link.href)).toEqual([
      'https://www.instagram.com/nova.star',
      'https://www.tiktok.com/@nova_star',
      'https://www.youtube.com/@NovaStar-1',
      'https://soundcloud.com/nova-star',
      'https://open.spotify.com/user/nova.star',
    ]);
    // Nothing is lost or reordered: the tokens spell the bio again.
    expect(
      tokenizeBio(bio)
        .map((token) => token.text)
        .join(''),
    ).toBe(bio);
  });

  it('leaves a trailing full stop out of the link', () => {
    expect(tokenizeBio('IG: instagram.com/nova.')).toEqual([
      text('IG: '),
      { kind: 'link', text: 'instagram.com/nova', href: 'https://www.instagram.com/nova' },
      text('.'),
    ]);
  });

  it('keeps emails, long handles, other paths of those sites and other hosts as text', () => {
    for (const bio of [
      'mail me at nova@example.com',
      '@this_handle_is_far_too_long_for_twitter',
      'https://www.youtube.com/watch?v=abc',
      'https://open.spotify.com/playlist/37i9dQZF1DX',
      'https://instagram.com.evil.example/nova',
      'https://evil.example/instagram.com/nova',
      'https://evil.example/@nova',
      'https://evil.example/?next=https://soundcloud.com/nova',
      'https://example.com',
    ]) {
      expect(tokenizeBio(bio)).toEqual([text(bio)]);
    }
  });

  it('keeps script, markup and javascript: URLs as plain text', () => {
    for (const bio of [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '"><svg onload=alert(1)>',
      'javascript:alert(document.cookie)',
      '[click](javascript:alert(1))',
      '<a href="javascript:alert(1)">soundcloud.com/x</a>',
    ]) {
      expect(tokenizeBio(bio)).toEqual([text(bio)]);
    }
    expect(links('"><svg onload=alert(1)> @nova')).toEqual([
      { kind: 'link', text: '@nova', href: 'https://twitter.com/nova' },
    ]);
  });

  it('builds every address from the handle alone', () => {
    const [link] = links("'@x'\"onmouseover=alert(1)");
    expect(link).toEqual({ kind: 'link', text: '@x', href: 'https://twitter.com/x' });
  });
});

describe('BioText', () => {
  const render = (bio: string) => renderToStaticMarkup(<BioText bio={bio} />);

  it('renders markup a user wrote as escaped text, never as elements', () => {
    const html = render('<script>alert(1)</script><img src=x onerror=alert(1)>"><svg onload=alert(1)>');
    expect(html).not.toMatch(/<script|<img|<svg/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;&gt;&lt;svg onload=alert(1)&gt;');
  });

  it('renders links that open in a new tab without the opener, and javascript: as text', () => {
    const html = render('javascript:alert(1) @nova');
    expect(html).toContain('<a href="https://twitter.com/nova" target="_blank" rel="noopener noreferrer"');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).not.toContain('href="javascript:');
  });
});
