// The build's prerendered frames (rendered here in Node, as the build does): the home page's
// carries its header, the top bar and the feed's loading state; every other page's only the frame.
import { renderHomeFrame, renderPageFrame } from './render-frame';

const count = (html: string, text: string) => html.split(text).length - 1;

describe('prerendered page frames', () => {
  it("gives / the top bar, the home page's one h1 and the feed's loading state", () => {
    const html = renderHomeFrame();
    expect(html).toContain('data-testid="top-bar"');
    expect(html).toContain('data-testid="cosmic-header"');
    expect(count(html, '<h1')).toBe(1);
    expect(html).toContain('>Sonic Nexus</h1>');
    expect(html).toContain('The nexus of the music multiverse.');
    expect(html).toContain('data-testid="remote-loading-feed"');
    expect(html).toContain('data-testid="site-footer"');
  });

  it('leaves the other pages an empty main inside the same frame', () => {
    const html = renderPageFrame();
    expect(html).toContain('data-testid="top-bar"');
    expect(html).not.toContain('cosmic-header');
    expect(html).toMatch(/<main[^>]*data-testid="shell-main"[^>]*><\/main>/);
  });

  it('skips to the playlists on / only, to the main content elsewhere', () => {
    expect(renderHomeFrame()).toContain('>Skip to playlists</a>');
    expect(renderPageFrame()).toContain('>Skip to main content</a>');
  });

  it('draws no user yet: neither Login nor a username until /api/user has answered', () => {
    for (const html of [renderHomeFrame(), renderPageFrame()]) {
      expect(html).not.toContain('login-button');
      expect(html).not.toContain('user-button');
    }
  });
});
