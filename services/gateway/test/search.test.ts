// Search through the gateway (issue 10): GET /api/playlists with q over the real playlist service,
// combined with tag and platform; /api/health asks the engine itself; and with the engine away
// (Meilisearch configured where nothing answers) the feed still answers while a search is 503.
import { serverMessages } from '@sonic-nexus/contract';
import { aPlaylist, aUser, startGatewayStack, type GatewayStack, type TestUser } from '@sonic-nexus/test-kit';

type Stack = GatewayStack<'user' | 'playlist'>;
let s: Stack;
let away: Stack;
let poster: TestUser;
beforeAll(async () => {
  [s, away] = await Promise.all([
    startGatewayStack({ label: 'search', services: ['user', 'playlist'] }),
    startGatewayStack({
      label: 'search_away',
      services: ['user', 'playlist'],
      serviceEnv: { playlist: { MEILI_URL: 'http://127.0.0.1:1', MEILI_TIMEOUT_MS: '500' } },
    }),
  ]);
  poster = await aUser(s);
}, 120_000);
afterAll(() => Promise.all([s?.stop(), away?.stop()]), 30_000);

const post = (stack: Stack, who: TestUser, fields: Parameters<typeof aPlaylist>[0]) =>
  stack.api.post('/api/playlists').set('Cookie', who.cookie).send(aPlaylist(fields)).expect(201);
const titles = async (stack: Stack, query: string) =>
  (
    (await stack.api.get(`/api/playlists?${query}`).expect(200)).body.playlists as Array<{ title: string }>
  ).map((p) => p.title);

it('searches titles with typos, combined with tag and platform, in the feed shape', async () => {
  await post(s, poster, { title: 'Summer Vibes 2024', tags: ['beach'] });
  await post(s, poster, { title: 'Summer Nights', tags: ['chill'] });
  await post(s, poster, { title: 'Winter Jazz', tags: ['chill'] });
  expect((await titles(s, 'q=sumer')).sort()).toEqual(['Summer Nights', 'Summer Vibes 2024']);
  expect(await titles(s, 'q=sumer&tag=chill')).toEqual(['Summer Nights']);
  expect(await titles(s, 'q=sumer&platform=youtube')).toEqual([]);
  const page = (await s.api.get('/api/playlists?q=summer&limit=1').expect(200)).body;
  expect(page).toMatchObject({ hasMore: true, currentPage: 1 });
  expect(page.playlists).toHaveLength(1);
  expect((await s.api.get(`/api/playlists?q=${'x'.repeat(101)}`).expect(400)).body.message).toBeTruthy();

  const health = (await s.api.get('/api/health')).body;
  expect(health.services.search).toBe('up');
  expect(health.search).toEqual({ mode: 'embedded' });
});

it('answers the feed but a search 503 with a clear message when the engine is away, and says so in health', async () => {
  const who = await aUser(away);
  await post(away, who, { title: 'Offline Anthems' });
  expect(await titles(away, '')).toEqual(['Offline Anthems']);
  const refused = await away.api.get('/api/playlists?q=anthems').expect(503);
  expect(refused.body).toEqual({ message: serverMessages.searchUnavailable });
  const health = (await away.api.get('/api/health')).body;
  expect(health.services.search).toBe('down');
  expect(health.search).toEqual({ mode: 'meilisearch' });
});
