// GET /api/users/{userId}/most-playlisted-artist through the gateway over the real user and
// playlist services, the playlists enriched from a FAKE oEmbed server (the platforms are
// unreachable from tests): null until an artist is known, the artist on most of the user's
// playlists, deletions followed, 404 for unknown or deleted users like the other /api/users/{id} reads.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serverMessages, validationMessages, type Playlist } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import {
  aPlaylist,
  aUser,
  startGatewayStack,
  waitFor,
  type GatewayStack,
  type TestUser,
} from '@sonic-nexus/test-kit';

const COVER = 'https://i.ytimg.com/vi/cover/hqdefault.jpg';

/** A FAKE YouTube oEmbed endpoint: the channel of each playlist link a test describes, else 404. */
const channels = new Map<string, string>();
const fake = http.createServer((req, res) => {
  const link = new URL(req.url ?? '/', 'http://fake').searchParams.get('url') ?? '';
  const channel = channels.get(link);
  if (!channel) {
    res.writeHead(404).end();
    return;
  }
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ title: `${channel} mix`, author_name: channel, thumbnail_url: COVER }));
});

let s: GatewayStack<'user' | 'playlist'>;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  s = await startGatewayStack({
    label: 'artist',
    services: ['user', 'playlist'],
    serviceEnv: { playlist: { OEMBED_YOUTUBE_URL: `http://127.0.0.1:${port}/youtube/oembed` } },
  });
}, 120_000);
afterAll(async () => {
  await s?.stop();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
}, 30_000);

const artistOf = async (userId: number) =>
  (await s.api.get(`/api/users/${userId}/most-playlisted-artist`).expect(200)).body;

let n = 0;
/** Submits a YouTube playlist through the gateway whose channel the fake names; answers it. */
async function submitBy(who: TestUser, channel: string): Promise<Playlist> {
  const playlistUrl = `https://www.youtube.com/playlist?list=PLgw_${Date.now().toString(36)}_${n++}`;
  channels.set(playlistUrl, channel);
  const body = aPlaylist({ platform: 'youtube', playlistUrl, albumArtUrls: [] });
  return (await s.api.post('/api/playlists').set('Cookie', who.cookie).send(body).expect(201)).body;
}

const waitForArtist = (userId: number, artist: string | null) =>
  waitFor(async () => (await artistOf(userId)).artist === artist, {
    timeoutMs: 3000,
    what: `most-played artist ${artist}`,
  });

it('answers {artist: null} for a user with no playlists; 404 unknown, 400 bad id', async () => {
  const quiet = await aUser(s);
  expect(await artistOf(quiet.id)).toEqual({ artist: null });

  const unknown = await s.api.get('/api/users/2000000000/most-playlisted-artist').expect(404);
  expect(unknown.body).toEqual({ message: serverMessages.userNotFound });
  for (const bad of ['abc', '0', '-1', '1.5']) {
    const res = await s.api.get(`/api/users/${bad}/most-playlisted-artist`).expect(400);
    expect(res.body.message).toBe(validationMessages.userIdInvalid);
  }
});

it("answers the artist on most of the user's playlists once the platform described them", async () => {
  const curator = await aUser(s);
  const first = await submitBy(curator, 'Lofi Girl');
  expect(first.albumArtUrls).toEqual([]); // the submission never waits for the platform
  await waitForArtist(curator.id, 'Lofi Girl');
  const enriched = await s.api.get(`/api/playlists/${first.id}`).expect(200);
  expect(enriched.body.albumArtUrls).toEqual([COVER]);

  await submitBy(curator, 'Nils Frahm');
  await waitForArtist(curator.id, 'Nils Frahm'); // one each: the newest playlist's
  const second = await submitBy(curator, 'Lofi Girl');
  await waitForArtist(curator.id, 'Lofi Girl');

  // A deleted playlist no longer counts.
  await s.api.delete(`/api/playlists/${second.id}`).set('Cookie', curator.cookie).expect(200);
  await waitForArtist(curator.id, 'Nils Frahm');
});

it("forgets a deleted account's artist; the account itself is then 404", async () => {
  const leaving = await aUser(s);
  await submitBy(leaving, 'Hania Rani');
  await waitForArtist(leaving.id, 'Hania Rani');

  await unary(s.clients.user, s.clients.user.deleteAccount, { userId: leaving.id });
  const { playlist } = s.clients;
  await waitFor(
    async () =>
      (await unary(playlist, playlist.getMostPlaylistedArtist, { userId: leaving.id })).artist === undefined,
    { timeoutMs: 3000, what: 'the playlist service forgetting the artist (user.deleted)' },
  );
  const gone = await s.api.get(`/api/users/${leaving.id}/most-playlisted-artist`).expect(404);
  expect(gone.body).toEqual({ message: serverMessages.userNotFound });
});
