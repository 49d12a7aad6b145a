// Two replicas of the playlist service on one database and one NATS: this process's and a child
// process's. Each answers lists from its own read model, so each must hear of the other's writes
// (and of tallies from the vote service) and answer them within a second (issue 8).
import { playlist } from '@sonic-nexus/proto';
import { createClient, newEnvelope, publishEvent, unary } from '@sonic-nexus/service-kit';
import { spawnService, waitFor, type SpawnedService } from '@sonic-nexus/test-kit';
import { createPlaylist, startHarness, uniqueUserId, type Harness } from './support/playlist-harness';

const FRESH_WITHIN = { timeoutMs: 1000, intervalMs: 20 };
const runId = `replicas_${Date.now().toString(36)}_${process.pid}`;
const sharedDb = `test_playlist_${runId}`; // the database spawnService gives the child

let h: Harness;
let child: SpawnedService;
let other: playlist.PlaylistServiceClient;
type Client = playlist.PlaylistServiceClient;

beforeAll(async () => {
  child = await spawnService('playlist', runId);
  // Events leave at once, as in production.
  h = await startHarness('replicas', { MONGO_DB: sharedDb, OUTBOX_INTERVAL_MS: '10' });
  other = createClient(playlist.PlaylistServiceClient, child.address);
});
afterAll(async () => {
  other.close();
  await child.stop();
  await h.close(); // drops the shared database
});

const playlists = () => h.conn.collection('playlists');

const feed = (c: Client, req: Partial<playlist.ListPlaylistsRequest> = {}) =>
  unary(c, c.listPlaylists, playlist.ListPlaylistsRequest.fromPartial({ limit: 50, ...req }));
const feedIds = async (c: Client, req: Partial<playlist.ListPlaylistsRequest> = {}) =>
  (await feed(c, req)).playlists.map((p) => p.id);
const topIds = async (c: Client) =>
  (await unary(c, c.listTopPlaylists, { limit: 100 })).playlists.map((p) => p.id);
const detail = (c: Client, playlistId: string) => unary(c, c.getPlaylist, { playlistId });
const mine = async (c: Client, userId: number) => ({
  ids: (await unary(c, c.listUserPlaylists, { userId })).playlists.map((p) => p.id),
  count: (await unary(c, c.countUserPlaylists, { userId })).count,
});

const createThrough = (
  client: Client,
  submittedBy: number,
  patch: Partial<playlist.CreatePlaylistRequest> = {},
) => createPlaylist({ client }, { submittedBy, tags: ['replica'], ...patch });

describe('two replicas', () => {
  it.each([
    ['the child', () => other, () => h.client],
    ['this process', () => h.client, () => other],
  ])('list, count and detail a playlist created through %s within 1 s', async (_via, writer, reader) => {
    const owner = uniqueUserId();
    const created = await createThrough(writer(), owner);
    await waitFor(async () => (await feedIds(reader())).includes(created.id), {
      ...FRESH_WITHIN,
      what: 'the new playlist in the other replica’s feed',
    });
    expect((await feed(reader(), { tag: 'replica', platform: 'spotify' })).playlists[0]).toEqual(created);
    expect(await mine(reader(), owner)).toEqual({ ids: [created.id], count: 1 });
    expect(await detail(reader(), created.id)).toEqual(created);
    expect(
      (await unary(reader(), reader().getPlaylistsByIds, { playlistIds: [created.id] })).playlists,
    ).toEqual([created]);
  });

  it('moves a playlist between tag lists on both after a tag edit through one', async () => {
    const owner = uniqueUserId();
    const p = await createThrough(other, owner, { tags: ['before'] });
    await waitFor(async () => (await feedIds(h.client, { tag: 'before' })).includes(p.id), FRESH_WITHIN);
    await unary(h.client, h.client.updateTags, { playlistId: p.id, userId: owner, tags: ['after'] });
    await waitFor(async () => (await feedIds(other, { tag: 'after' })).includes(p.id), {
      ...FRESH_WITHIN,
      what: 'the edited tags on the other replica',
    });
    expect(await feedIds(other, { tag: 'before' })).not.toContain(p.id);
    expect((await detail(other, p.id)).tags).toEqual(['after']);
  });

  it('drops a playlist deleted through one from every list of the other within 1 s', async () => {
    const owner = uniqueUserId();
    const p = await createThrough(h.client, owner);
    await waitFor(async () => (await topIds(other)).includes(p.id), FRESH_WITHIN);
    await unary(h.client, h.client.deletePlaylist, { playlistId: p.id, userId: owner });
    await waitFor(async () => !(await feedIds(other)).includes(p.id), {
      ...FRESH_WITHIN,
      what: 'the deletion on the other replica',
    });
    expect(await topIds(other)).not.toContain(p.id);
    expect(await feedIds(other, { tag: 'replica' })).not.toContain(p.id);
    expect(await mine(other, owner)).toEqual({ ids: [], count: 0 });
    await expect(detail(other, p.id)).rejects.toMatchObject({ details: 'Playlist not found' });
  });

  it('ranks a tally change from the vote service first on both within 1 s', async () => {
    const p = await createThrough(other, uniqueUserId());
    await waitFor(async () => (await feedIds(h.client)).includes(p.id), FRESH_WITHIN);
    const changed = newEnvelope('vote.changed', p.id, 1, {
      $case: 'voteChanged',
      value: { playlistId: p.id, userId: 1, fireVotes: 1_000_000, thumbsUpVotes: 2, trashVotes: 0 },
    });
    await publishEvent(h.nc, 'vote.changed', changed);
    for (const c of [h.client, other]) {
      // Both at once: with every other playlist at 0 fire, the newest one heads the Top even before
      // its tallies arrive.
      await waitFor(
        async () => (await detail(c, p.id)).fireVotes === 1_000_000 && (await topIds(c))[0] === p.id,
        { ...FRESH_WITHIN, what: 'the new tallies, first in the Top' },
      );
      expect(await detail(c, p.id)).toMatchObject({ fireVotes: 1_000_000, thumbsUpVotes: 2 });
    }
    // Persisted once, by whichever replica's durable consumer took it.
    await waitFor(async () => (await playlists().findOne({ _id: p.id as never }))?.tallyVersion === 1);
  });

  it('answers the detail of a playlist neither replica has heard of yet, from the store', async () => {
    const id = '00000000-0000-4000-8000-0000000f0f0f';
    await playlists().insertOne({
      _id: id as never,
      title: 'Unannounced',
      description: '',
      platform: 'spotify',
      playlistUrl: 'https://open.spotify.com/playlist/unannounced',
      embedUrl: '',
      albumArtUrls: [],
      tags: [],
      durationMinutes: 0,
      trackCount: 0,
      fireVotes: 0,
      thumbsUpVotes: 0,
      trashVotes: 0,
      submittedBy: 5,
      username: 'quiet',
      createdAt: new Date(),
      version: 1,
      tallyVersion: 0,
      pendingEvents: [],
    });
    for (const c of [h.client, other]) {
      expect(await detail(c, id)).toMatchObject({ id, title: 'Unannounced' });
      expect(await feedIds(c)).not.toContain(id); // lists come from the read model only
    }
  });
});
