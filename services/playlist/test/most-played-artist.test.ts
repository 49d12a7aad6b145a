// GetMostPlaylistedArtist (DESIGN §8 "Most-played artist") over real gRPC, with playlists enriched
// from a FAKE oEmbed server: the artist on most of a user's playlists, null when none is known,
// updated by deletions (the owner's or the account's), and the same after a restart (rebuilt).
import { validationMessages } from '@sonic-nexus/contract';
import { playlist } from '@sonic-nexus/proto';
import { createClient, newEnvelope, publishEvent, unary } from '@sonic-nexus/service-kit';
import { failure, spawnService, waitFor, type SpawnedService } from '@sonic-nexus/test-kit';
import * as grpc from '@grpc/grpc-js';
import { startEnrichmentHarness, type EnrichmentHarness } from './support/enrichment-harness';
import { startFakeOembed, type FakeOembed } from './support/fake-oembed';
import { createPlaylist, uniqueUserId } from './support/playlist-harness';

const runId = `artist_${Date.now().toString(36)}_${process.pid}`;
const sharedDb = `test_playlist_${runId}`; // the database spawnService gives a child
let fake: FakeOembed;
let h: EnrichmentHarness;
beforeAll(async () => {
  fake = await startFakeOembed();
  h = await startEnrichmentHarness('artist', fake, { MONGO_DB: sharedDb });
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});

type Client = playlist.PlaylistServiceClient;
const artistOf = async (userId: number, client: Client = h.client) =>
  (await unary(client, client.getMostPlaylistedArtist, { userId })).artist ?? null;

let n = 0;
/** A YouTube playlist of `owner` whose channel (oEmbed author) is `artist`, enriched before it answers. */
async function aPlaylistBy(owner: number, artist: string): Promise<playlist.Playlist> {
  const link = `https://www.youtube.com/playlist?list=PLartist_${Date.now().toString(36)}_${n++}`;
  fake.describe(link, {
    title: `${artist} mix`,
    author_name: artist,
    thumbnail_url: 'https://i.ytimg.com/x.jpg',
  });
  const created = await createPlaylist(h, { submittedBy: owner, platform: 'youtube', playlistUrl: link });
  // Waited for in the service's read model (which the artist tally follows), not in the store:
  // the store holds the enrichment a moment before the service's own models do.
  await waitFor(
    async () =>
      (await unary(h.client, h.client.getPlaylist, { playlistId: created.id })).albumArtUrls.length > 0,
    { timeoutMs: 2000, what: 'the playlist enriched' },
  );
  return created;
}

it('is null for a user with no playlist, or whose platforms name no artist', async () => {
  expect(await artistOf(uniqueUserId())).toBeNull();

  const owner = uniqueUserId();
  const spotify = 'https://open.spotify.com/playlist/37i9dQZF1DXnoauthor';
  fake.describe(spotify, { title: 'Deep Focus', thumbnail_url: 'https://i.scdn.co/image/x.jpg' });
  const enriched = await createPlaylist(h, { submittedBy: owner, playlistUrl: spotify });
  const apple = await createPlaylist(h, {
    submittedBy: owner,
    platform: 'apple',
    playlistUrl: 'https://music.apple.com/us/playlist/chill/pl.u-noauthor',
  });
  await h.handled(enriched.id);
  await h.handled(apple.id);
  expect((await h.stored(enriched.id))?.enrichment?.title).toBe('Deep Focus');
  expect(await artistOf(owner)).toBeNull();
});

it('refuses a user id that is no positive integer', async () => {
  for (const userId of [0, -3]) {
    expect(await failure(artistOf(userId))).toEqual({
      code: grpc.status.INVALID_ARGUMENT,
      details: validationMessages.userIdInvalid,
    });
  }
});

it("answers the artist on most of the user's playlists, the newest one's among equals", async () => {
  const owner = uniqueUserId();
  const other = uniqueUserId();
  await aPlaylistBy(owner, 'Lofi Girl');
  expect(await artistOf(owner)).toBe('Lofi Girl');
  await aPlaylistBy(owner, 'Nils Frahm');
  expect(await artistOf(owner)).toBe('Nils Frahm'); // one each: the newest playlist's
  await aPlaylistBy(owner, 'lofi girl'); // the same artist, whatever the case
  expect(await artistOf(owner)).toBe('lofi girl');
  // Another user's playlists count for them only.
  for (let i = 0; i < 3; i++) await aPlaylistBy(other, 'Nils Frahm');
  expect(await artistOf(owner)).toBe('lofi girl');
  expect(await artistOf(other)).toBe('Nils Frahm');
});

it("follows the owner's deletions and the account's deletion (user.deleted)", async () => {
  const owner = uniqueUserId();
  const a = await aPlaylistBy(owner, 'Ólafur Arnalds');
  const b = await aPlaylistBy(owner, 'Ólafur Arnalds');
  await aPlaylistBy(owner, 'Hania Rani');
  expect(await artistOf(owner)).toBe('Ólafur Arnalds');

  await unary(h.client, h.client.deletePlaylist, { playlistId: a.id, userId: owner });
  expect(await artistOf(owner)).toBe('Hania Rani'); // one each now: the newest playlist's
  await unary(h.client, h.client.deletePlaylist, { playlistId: b.id, userId: owner });
  expect(await artistOf(owner)).toBe('Hania Rani');

  await publishEvent(
    h.nc,
    'user.deleted',
    newEnvelope('user.deleted', String(owner), 9, { $case: 'userDeleted', value: { userId: owner } }),
  );
  await waitFor(async () => (await artistOf(owner)) === null, { what: 'the artist gone with the account' });
});

describe('a restart', () => {
  let child: SpawnedService | undefined;
  afterEach(async () => {
    await child?.stop();
    child = undefined;
  });

  it('answers the same artists from the store, rebuilt at start after a crash, and hears new ones', async () => {
    const [first, second] = [uniqueUserId(), uniqueUserId()];
    await aPlaylistBy(first, 'Max Richter');
    await aPlaylistBy(first, 'Max Richter');
    await aPlaylistBy(first, 'Jon Hopkins');
    await aPlaylistBy(second, 'Jon Hopkins');
    const expected = { first: 'Max Richter', second: 'Jon Hopkins' };
    const env = {
      OEMBED_SPOTIFY_URL: fake.endpoint('spotify'),
      OEMBED_YOUTUBE_URL: fake.endpoint('youtube'),
      OEMBED_SOUNDCLOUD_URL: fake.endpoint('soundcloud'),
    };

    // A new process on the same store knows them only from its rebuild (its replica consumers
    // start where the streams stood, so no event replays them).
    for (const end of ['kill', 'stop'] as const) {
      const started = await spawnService('playlist', runId, env);
      child = started;
      const client = createClient(playlist.PlaylistServiceClient, started.address);
      try {
        expect({ first: await artistOf(first, client), second: await artistOf(second, client) }).toEqual(
          expected,
        );
        if (end === 'stop') {
          // Running, it hears of enrichments done by the other replica (playlist.updated).
          await aPlaylistBy(second, 'Max Richter');
          await aPlaylistBy(second, 'Max Richter');
          await waitFor(async () => (await artistOf(second, client)) === 'Max Richter', {
            timeoutMs: 1000,
            what: "the other replica's enrichment",
          });
        }
      } finally {
        client.close();
      }
      await (end === 'kill' ? started.kill() : started.stop());
      child = undefined;
    }
  });
});
