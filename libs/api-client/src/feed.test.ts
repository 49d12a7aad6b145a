import { serverMessage } from './account-errors';
import { isApiError } from './api-fetch';
import { fetchFeedPage, nextFeedPage } from './feed';
import { createQueryClient } from './query-client';
import { restoreFetch, stubFetch } from './testing/fetch-stub';

afterEach(restoreFetch);

const emptyPage = () => Response.json({ playlists: [], hasMore: false, currentPage: 1 });

describe('feed paging', () => {
  it('asks for 10 playlists per page with optional filters', async () => {
    const calls = stubFetch(emptyPage);
    await fetchFeedPage(1, {});
    await fetchFeedPage(3, { tag: 'lofi', platform: 'spotify' });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/playlists?page=1&limit=10',
      '/api/playlists?page=3&limit=10&tag=lofi&platform=spotify',
    ]);
  });

  it('sends the search text as q, together with the filters, encoded; a blank q is left out', async () => {
    const calls = stubFetch(emptyPage);
    await fetchFeedPage(1, { q: 'sumer' });
    await fetchFeedPage(2, { tag: 'beach', platform: 'apple', q: 'rock & roll #1' });
    await fetchFeedPage(1, { tag: 'beach', q: '' });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/playlists?page=1&limit=10&q=sumer',
      '/api/playlists?page=2&limit=10&tag=beach&platform=apple&q=rock%20%26%20roll%20%231',
      '/api/playlists?page=1&limit=10&tag=beach',
    ]);
  });

  it("rejects a failed search (503) with the server's message readable", async () => {
    const message = 'Search is temporarily unavailable';
    stubFetch(() => Response.json({ message }, { status: 503, statusText: 'Service Unavailable' }));
    const failure: unknown = await fetchFeedPage(1, { q: 'sumer' }).catch((error: unknown) => error);
    expect(isApiError(failure, 503)).toBe(true);
    expect(serverMessage(failure)).toBe(message);
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
