// Search through the playlist service on the embedded engine (issue 10): ListPlaylists with `q`
// answers the feed's page shape in relevance order, ties to more fire votes then newer, filtered by
// tag and platform; the index follows creates, edits and deletes within 1 s on this replica and on
// another one (a child process); a rebuild and a restart keep it whole.
import * as grpc from '@grpc/grpc-js';
import { validationMessages } from '@sonic-nexus/contract';
import { playlist } from '@sonic-nexus/proto';
import { createClient, newEnvelope, publishEvent, unary } from '@sonic-nexus/service-kit';
import { failure, spawnService, waitFor, type SpawnedService } from '@sonic-nexus/test-kit';
import { createPlaylist, startHarness, uniqueUserId, type Harness } from './support/playlist-harness';

const FRESH_WITHIN = { timeoutMs: 1000, intervalMs: 20 };
const runId = `search_${Date.now().toString(36)}_${process.pid}`;
type Client = playlist.PlaylistServiceClient;

let h: Harness;
let child: SpawnedService;
let other: Client;

beforeAll(async () => {
  child = await spawnService('playlist', runId);
  h = await startHarness('search', { MONGO_DB: `test_playlist_${runId}`, OUTBOX_INTERVAL_MS: '10' });
  other = createClient(playlist.PlaylistServiceClient, child.address);
}, 60_000);
afterAll(async () => {
  other?.close();
  await child?.stop();
  await h?.close();
});

const search = (c: Client, q: string, req: Partial<playlist.ListPlaylistsRequest> = {}) =>
  unary(c, c.listPlaylists, playlist.ListPlaylistsRequest.fromPartial({ q, limit: 50, ...req }));
const titles = async (c: Client, q: string, req: Partial<playlist.ListPlaylistsRequest> = {}) =>
  (await search(c, q, req)).playlists.map((p) => p.title);
const both = () => [h.client, other];

async function setFireVotes(playlistId: string, fireVotes: number): Promise<void> {
  const changed = newEnvelope('vote.changed', playlistId, 1, {
    $case: 'voteChanged',
    value: { playlistId, userId: 1, fireVotes, thumbsUpVotes: 0, trashVotes: 0 },
  });
  await publishEvent(h.nc, 'vote.changed', changed);
  await waitFor(
    async () => (await unary(h.client, h.client.getPlaylist, { playlistId })).fireVotes === fireVotes,
  );
}

it('finds by title, tag and description, forgives typos, and answers pages of the feed shape', async () => {
  await createPlaylist(h, { title: 'Summer Vibes 2024', tags: ['beach'] });
  await createPlaylist(h, {
    title: 'Summer Nights',
    tags: ['chill'],
    platform: 'youtube',
    playlistUrl: 'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
  });
  await createPlaylist(h, { title: 'Winter Jazz', description: 'Cozy saxophone evenings', tags: ['jazz'] });

  expect((await titles(h.client, 'sumer')).sort()).toEqual(['Summer Nights', 'Summer Vibes 2024']);
  expect(await titles(h.client, 'saxophone')).toEqual(['Winter Jazz']);
  expect(await titles(h.client, 'jazz')).toEqual(['Winter Jazz']);
  expect(await titles(h.client, 'summer', { tag: 'CHILL' })).toEqual(['Summer Nights']);
  expect(await titles(h.client, 'summer', { platform: 'youtube' })).toEqual(['Summer Nights']);
  expect(await titles(h.client, 'zzzzqqq')).toEqual([]);

  const first = await search(h.client, 'summer', { limit: 1, page: 1 });
  expect(first).toMatchObject({ hasMore: true, currentPage: 1 });
  const second = await search(h.client, 'summer', { limit: 1, page: 2 });
  expect(second).toMatchObject({ hasMore: false, currentPage: 2 });
  expect([first.playlists[0]!.id, second.playlists[0]!.id]).toHaveLength(2);
  expect(first.playlists[0]!.id).not.toBe(second.playlists[0]!.id);
});

it('breaks equal relevance by fire votes, then the newer playlist', async () => {
  const older = await createPlaylist(h, { title: 'Deep Focus Tidal' });
  const newer = await createPlaylist(h, { title: 'Deep Focus Tidal' });
  const hotter = await createPlaylist(h, { title: 'Deep Focus Tidal' });
  await setFireVotes(older.id, 5);
  await setFireVotes(newer.id, 5);
  await setFireVotes(hotter.id, 9);
  const ids = (await search(h.client, 'tidal')).playlists.map((p) => p.id);
  expect(ids).toEqual([hotter.id, newer.id, older.id]);
  // A better match still beats more fire: relevance first.
  const exact = await createPlaylist(h, { title: 'Tidal Deep Focus Waves Tidal' });
  expect((await search(h.client, 'tidal waves')).playlists[0]!.id).toBe(exact.id);
});

it('follows creates, tag edits and deletes within 1 s, on this replica and another', async () => {
  const owner = uniqueUserId();
  const created = await createPlaylist(
    { client: other },
    { submittedBy: owner, title: 'Kaleidoscope Hours', tags: ['first'] },
  );
  for (const c of both()) {
    await waitFor(async () => (await titles(c, 'kaleidoscope')).includes('Kaleidoscope Hours'), {
      ...FRESH_WITHIN,
      what: 'the new playlist found',
    });
  }
  await unary(h.client, h.client.updateTags, { playlistId: created.id, userId: owner, tags: ['second'] });
  for (const c of both()) {
    await waitFor(async () => (await titles(c, 'second')).includes('Kaleidoscope Hours'), {
      ...FRESH_WITHIN,
      what: 'the edited tags found',
    });
    expect(await titles(c, 'first')).not.toContain('Kaleidoscope Hours');
  }
  await unary(other, other.deletePlaylist, { playlistId: created.id, userId: owner });
  for (const c of both()) {
    await waitFor(async () => !(await titles(c, 'kaleidoscope')).includes('Kaleidoscope Hours'), {
      ...FRESH_WITHIN,
      what: 'the deleted playlist gone',
    });
  }
});

it('rebuilds aside on demand and at start, and reports its engine', async () => {
  await createPlaylist(h, { title: 'Rebuild Marker' });
  expect(await unary(h.client, h.client.getSearchStatus, {})).toEqual({ mode: 'embedded', up: true });
  const rebuilt = await unary(h.client, h.client.rebuildSearchIndex, {});
  const live = (
    await unary(h.client, h.client.listPlaylists, playlist.ListPlaylistsRequest.fromPartial({ limit: 50 }))
  ).playlists.length;
  expect(rebuilt.documents).toBe(live);
  expect(await titles(h.client, 'marker')).toEqual(['Rebuild Marker']);

  // A new process builds its index from the store at start.
  const late = await spawnService('playlist', runId);
  const client = createClient(playlist.PlaylistServiceClient, late.address);
  try {
    expect(await titles(client, 'marker')).toEqual(['Rebuild Marker']);
    expect((await titles(client, 'sumer')).sort()).toEqual(['Summer Nights', 'Summer Vibes 2024']);
  } finally {
    client.close();
    await late.stop();
  }
}, 60_000);

it('refuses a query over the limit with the spec message', async () => {
  expect(await failure(search(h.client, 'x'.repeat(101)))).toEqual({
    code: grpc.status.INVALID_ARGUMENT,
    details: validationMessages.searchTooLong,
  });
  // Only spaces is no search: the feed.
  expect((await search(h.client, '   ')).playlists.length).toBeGreaterThan(0);
});
