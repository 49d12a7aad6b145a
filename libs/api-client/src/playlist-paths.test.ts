import { fetchFeedPage } from './feed';
import { fetchPreview, shouldPreview } from './playlist-preview';
import { fetchFireVotedPage } from './playlist-queries';
import { restoreFetch, stubFetch } from './testing/fetch-stub';
import { userVotesIds } from './vote-queries';

afterEach(restoreFetch);

describe('playlist call paths', () => {
  it('adds the search text to the feed call only when given', async () => {
    const calls = stubFetch(() => Response.json({ playlists: [], hasMore: false, currentPage: 1 }));
    await fetchFeedPage(2, { tag: 'lofi', q: 'night drive' });
    await fetchFeedPage(1, {});
    expect(calls.map((call) => call.url)).toEqual([
      '/api/playlists?page=2&limit=10&tag=lofi&q=night%20drive',
      '/api/playlists?page=1&limit=10',
    ]);
  });

  it('previews only URLs longer than 10 characters, encoded', async () => {
    expect(shouldPreview('https://a.b')).toBe(true);
    expect(shouldPreview('https://ab')).toBe(false);
    const calls = stubFetch(() => Response.json({ isSupported: false, platform: null, embedUrl: null }));
    await fetchPreview('https://x.y/?a=1&b=2');
    expect(calls[0].url).toBe('/api/playlist-preview?url=https%3A%2F%2Fx.y%2F%3Fa%3D1%26b%3D2');
  });

  it('asks for fire history 10 at a time and at most 100 vote ids', async () => {
    const calls = stubFetch(() => Response.json({ playlists: [], hasMore: false, total: 0 }));
    await fetchFireVotedPage(3);
    expect(calls[0].url).toBe('/api/user/fire-voted-playlists?page=3&limit=10');
    const ids = Array.from({ length: 120 }, (_, i) => `id${i % 110}`);
    expect(userVotesIds(ids)).toHaveLength(100);
    expect(userVotesIds(['a', 'a', 'b'])).toEqual(['a', 'b']);
  });
});
