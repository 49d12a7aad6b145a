// Taking the server-drawn page out of the document before the first render: its markup kept for
// its area and path only, its query cache in the shell's QueryClient, the state element removed,
// and nothing taken from a page that has no drawing or an unreadable cache.
import { createQueryClient } from '@sonic-nexus/api-client';
import { forgetPrerenderedPage, prerenderedHtml, takePrerenderedPage } from './prerendered-page';

const playlist = { id: 'p1', title: 'Nebula Nights' };
const state = {
  mutations: [],
  queries: [
    {
      queryKey: ['/api/playlists', 'p1'],
      queryHash: '["/api/playlists","p1"]',
      state: { data: playlist, status: 'success', dataUpdatedAt: 1, fetchStatus: 'idle' },
    },
  ],
};

/** The parts of a document the function reads, as the page the shell's server sends has them. */
function page(options: { area?: string; stateText?: string | null; path?: string }) {
  const removed: string[] = [];
  const area = options.area ?? 'feed';
  const element = {
    innerHTML: '<article>Nebula Nights</article>',
    getAttribute: (name: string) => (name === 'data-prerendered-area' ? area : null),
  };
  const stateElement =
    options.stateText === null
      ? null
      : { textContent: options.stateText ?? JSON.stringify(state), remove: () => removed.push('state') };
  const doc = {
    querySelector: (selector: string) => (selector === '[data-prerendered-area]' ? element : null),
    getElementById: (id: string) => (id === 'prerendered-state' ? stateElement : null),
    location: { pathname: options.path ?? '/playlists/p1' },
  } as unknown as Pick<Document, 'querySelector' | 'getElementById' | 'location'>;
  return { doc, removed };
}

afterEach(() => forgetPrerenderedPage());

it("keeps the drawn markup for its area and path, and puts its cache into the shell's client", () => {
  const queryClient = createQueryClient();
  const { doc, removed } = page({});
  takePrerenderedPage(queryClient, doc);
  expect(queryClient.getQueryData(['/api/playlists', 'p1'])).toEqual(playlist);
  expect(removed).toEqual(['state']);
  expect(prerenderedHtml('feed', '/playlists/p1')).toBe('<article>Nebula Nights</article>');
  expect(prerenderedHtml('profile', '/playlists/p1')).toBeNull();
  expect(prerenderedHtml('feed', '/playlists/p2')).toBeNull();
  forgetPrerenderedPage();
  expect(prerenderedHtml('feed', '/playlists/p1')).toBeNull();
});

it('takes nothing from a page without a drawing, or with a cache it cannot read', () => {
  const queryClient = createQueryClient();
  takePrerenderedPage(queryClient, page({ stateText: null }).doc);
  expect(prerenderedHtml('feed', '/playlists/p1')).toBeNull();
  const unreadable = page({ stateText: '{"queries": [' });
  takePrerenderedPage(queryClient, unreadable.doc);
  expect(unreadable.removed).toEqual(['state']);
  expect(prerenderedHtml('feed', '/playlists/p1')).toBeNull();
  expect(queryClient.getQueryData(['/api/playlists', 'p1'])).toBeUndefined();
});
