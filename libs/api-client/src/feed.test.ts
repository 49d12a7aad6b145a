import { feedPath, nextFeedPage } from './feed';
import { createQueryClient } from './query-client';

describe('feed paging', () => {
  it('asks for 10 playlists per page with optional filters', () => {
    expect(feedPath(1)).toBe('/api/playlists?page=1&limit=10');
    expect(feedPath(3, { tag: 'lofi', platform: 'spotify' })).toBe(
      '/api/playlists?page=3&limit=10&tag=lofi&platform=spotify',
    );
  });

  it('requests the next page only while hasMore', () => {
    expect(nextFeedPage({ playlists: [], hasMore: true, currentPage: 2 })).toBe(3);
    expect(nextFeedPage({ playlists: [], hasMore: false, currentPage: 2 })).toBeUndefined();
  });
});

describe('createQueryClient', () => {
  it('applies the app-wide fetching rules of spec §9', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
    expect(mutations).toMatchObject({ retry: false });
  });
});
