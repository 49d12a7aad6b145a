// Playlist enrichment from the platforms' oEmbed endpoints (DESIGN §8 "Preview"), against a FAKE
// oEmbed server: what is stored and announced, what is never overwritten or sent, and that a
// redelivered or replayed playlist.created changes nothing twice.
import * as grpc from '@grpc/grpc-js';
import { previewMessages } from '@sonic-nexus/contract';
import type { playlist } from '@sonic-nexus/proto';
import { newEnvelope, publishEvent, unary } from '@sonic-nexus/service-kit';
import { failure, waitFor } from '@sonic-nexus/test-kit';
import { startEnrichmentHarness, type EnrichmentHarness } from './support/enrichment-harness';
import { SLOW_MS, startFakeOembed, type FakeOembed, type FakePlatform } from './support/fake-oembed';
import { createPlaylist, readStream, uniqueUserId } from './support/playlist-harness';

let fake: FakeOembed;
let h: EnrichmentHarness;
beforeAll(async () => {
  fake = await startFakeOembed();
  h = await startEnrichmentHarness('enrichment', fake);
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});

const ENRICHED_WITHIN = { timeoutMs: 2000, intervalMs: 20 };
const SET = 'https://soundcloud.com/forss/sets/soulhack';
const COVER = 'https://i1.sndcdn.com/artworks-000067273316-smsiqx-t500x500.jpg';
let n = 0;
/** A Spotify link no other test uses. */
const spotifyLink = () => `https://open.spotify.com/playlist/37i9dQZF1DX${Date.now().toString(36)}${n++}`;

const PLATFORMS: FakePlatform[] = ['spotify', 'youtube', 'soundcloud'];
const detail = (playlistId: string) => unary(h.client, h.client.getPlaylist, { playlistId });
/** The subjects of the playlist's events in the stream, in order. */
const subjectsOf = async (playlistId: string) =>
  (await readStream(h.nc, 'PLAYLIST', 0))
    .filter((e) => e.envelope.aggregateId === playlistId)
    .map((e) => e.subject);
/** The playlist's playlist.created once more, as JetStream redelivers one never acked. */
const replayCreated = (p: playlist.Playlist) =>
  publishEvent(
    h.nc,
    'playlist.created',
    newEnvelope('playlist.created', p.id, 1, {
      $case: 'playlistCreated',
      value: {
        playlistId: p.id,
        submittedBy: p.submittedBy,
        username: p.username,
        title: p.title,
        platform: p.platform,
      },
    }),
  );
const waitEnriched = (playlistId: string) =>
  waitFor(async () => (await detail(playlistId)).albumArtUrls.length > 0, {
    ...ENRICHED_WITHIN,
    what: 'the cover art from the fake oEmbed',
  });

describe('enrichment from a fake oEmbed server', () => {
  it('stores the title, artist and cover art within 2 s, and fills empty albumArtUrls', async () => {
    fake.describe(SET, {
      version: 1,
      type: 'rich',
      title: 'Soulhack by Forss',
      author_name: 'Forss',
      thumbnail_url: COVER,
      html: '<iframe></iframe>',
    });
    const created = await createPlaylist(h, { platform: 'soundcloud', playlistUrl: SET, title: 'My set' });
    expect(created.albumArtUrls).toEqual([]); // the answer never waits for a platform

    await waitEnriched(created.id);
    const p = await detail(created.id);
    expect(p.albumArtUrls).toEqual([COVER]);
    expect(p.title).toBe('My set'); // the submitter's title stays the title
    const doc = await h.stored(created.id);
    expect(doc).toMatchObject({
      version: 2,
      enrichment: { title: 'Soulhack by Forss', artist: 'Forss', thumbnailUrl: COVER },
    });
    expect(fake.hits('soundcloud')).toEqual([{ url: SET, format: 'json' }]);

    // Announced as a playlist.updated of version 2, so every replica's read models take it.
    await waitFor(
      async () =>
        (await readStream(h.nc, 'PLAYLIST', 0)).some(
          (e) =>
            e.subject === 'playlist.updated' &&
            e.envelope.aggregateId === created.id &&
            e.envelope.version === 2,
        ),
      { ...ENRICHED_WITHIN, what: 'playlist.updated v2' },
    );
  });

  it('never overwrites the album art the submitter gave', async () => {
    const link = spotifyLink();
    fake.describe(link, { title: 'Deep Focus', thumbnail_url: 'https://i.scdn.co/image/cover.jpg' });
    const mine = ['https://mosaic.scdn.co/640/my-cover'];
    const created = await createPlaylist(h, { playlistUrl: link, albumArtUrls: mine });
    await h.handled(created.id);
    expect((await h.stored(created.id))?.enrichment).toMatchObject({
      title: 'Deep Focus',
      artist: '', // Spotify's oEmbed names no author
      thumbnailUrl: 'https://i.scdn.co/image/cover.jpg',
    });
    expect((await detail(created.id)).albumArtUrls).toEqual(mine);
    expect(fake.hits('spotify').filter((q) => q.url === link)).toEqual([{ url: link }]);
  });

  it('asks YouTube about the canonical playlist page of a music.youtube.com link', async () => {
    const canonical = 'https://www.youtube.com/playlist?list=PLenrich_1';
    fake.describe(canonical, { title: 'Mix', author_name: 'Lofi Girl', thumbnail_url: COVER });
    const created = await createPlaylist(h, {
      platform: 'youtube',
      playlistUrl: 'https://music.youtube.com/playlist?list=PLenrich_1',
    });
    await waitEnriched(created.id);
    expect((await h.stored(created.id))?.enrichment?.artist).toBe('Lofi Girl');
    expect(fake.hits('youtube').at(-1)).toEqual({ url: canonical, format: 'json' });
  });

  it('sends nothing for Apple Music, nor for a link off its platform host, which is refused', async () => {
    const before = PLATFORMS.map((p) => fake.hits(p).length);
    const apple = await createPlaylist(h, {
      platform: 'apple',
      playlistUrl: 'https://music.apple.com/us/playlist/chill/pl.u-abc123',
    });
    const offHost = createPlaylist(h, { platform: 'spotify', playlistUrl: 'https://example.com/list/1' });
    expect(await failure(offHost)).toEqual({
      code: grpc.status.INVALID_ARGUMENT,
      details: previewMessages.unsupported,
    });
    await h.handled(apple.id);
    expect(PLATFORMS.map((p) => fake.hits(p).length)).toEqual(before);
    const doc = await h.stored(apple.id);
    expect(doc?.version).toBe(1);
    expect(doc?.enrichment).toBeUndefined();
  });

  it('leaves a playlist as submitted when its platform knows nothing of the link (404)', async () => {
    const created = await createPlaylist(h, { playlistUrl: spotifyLink() });
    await h.handled(created.id);
    expect(fake.hits('spotify').filter((q) => q.url === created.playlistUrl)).toHaveLength(1);
    const doc = await h.stored(created.id);
    expect(doc).toMatchObject({ version: 1, albumArtUrls: [] });
    expect(doc?.enrichment).toBeUndefined();
  });

  it('a redelivered playlist.created changes nothing and asks no platform again', async () => {
    const link = spotifyLink();
    fake.describe(link, { title: 'Once', thumbnail_url: COVER });
    const created = await createPlaylist(h, { playlistUrl: link });
    await waitEnriched(created.id);
    const asked = () => fake.hits('spotify').filter((q) => q.url === link).length;
    expect(asked()).toBe(1);
    await waitFor(async () => (await subjectsOf(created.id)).length === 2, { what: 'playlist.updated out' });

    // As after a crash between the write and the ack: the same event again, twice.
    await replayCreated(created);
    await replayCreated(created);
    await h.handled(created.id);
    expect(asked()).toBe(1);
    expect(await h.stored(created.id)).toMatchObject({ version: 2, albumArtUrls: [COVER] });
    // The two replays, and no second playlist.updated.
    expect(await subjectsOf(created.id)).toEqual([
      'playlist.created',
      'playlist.updated',
      'playlist.created',
      'playlist.created',
    ]);
  });

  it('a redelivery after a first attempt that got nothing enriches, once', async () => {
    const link = spotifyLink();
    const created = await createPlaylist(h, { playlistUrl: link });
    await h.handled(created.id); // the platform had nothing yet (404)
    expect((await h.stored(created.id))?.version).toBe(1);

    fake.describe(link, { title: 'Later', thumbnail_url: COVER });
    await replayCreated(created);
    await waitEnriched(created.id);
    await h.handled(created.id);
    expect(fake.hits('spotify').filter((q) => q.url === link)).toHaveLength(2);
    expect(await h.stored(created.id)).toMatchObject({ version: 2, enrichment: { title: 'Later' } });
  });

  it('keeps a tag edit made while the platform was asked: the write follows the version', async () => {
    const owner = uniqueUserId();
    const link = spotifyLink();
    fake.describe(link, { title: 'Raced', thumbnail_url: COVER });
    fake.behave('spotify', 'slow');
    try {
      const created = await createPlaylist(h, { submittedBy: owner, playlistUrl: link });
      await waitFor(() => fake.hits('spotify').some((q) => q.url === link), { what: 'the fake asked' });
      await unary(h.client, h.client.updateTags, { playlistId: created.id, userId: owner, tags: ['focus'] });
      await waitEnriched(created.id);
      expect(await h.stored(created.id)).toMatchObject({
        version: 3, // created 1, tags 2, enrichment 3
        tags: ['focus'],
        albumArtUrls: [COVER],
        enrichment: { title: 'Raced' },
      });
    } finally {
      fake.behave('spotify', 'answer');
    }
  });

  it('never touches a playlist deleted while its platform was asked', async () => {
    const owner = uniqueUserId();
    const link = spotifyLink();
    fake.describe(link, { title: 'Gone', thumbnail_url: COVER });
    fake.behave('spotify', 'slow');
    try {
      const created = await createPlaylist(h, { submittedBy: owner, playlistUrl: link });
      await waitFor(() => fake.hits('spotify').some((q) => q.url === link), { what: 'the fake asked' });
      await unary(h.client, h.client.deletePlaylist, { playlistId: created.id, userId: owner });
      await h.handled(created.id);
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS)); // the answer has come
      expect(await subjectsOf(created.id)).toEqual(['playlist.created', 'playlist.deleted']);
      expect((await h.stored(created.id))?.enrichment).toBeUndefined();
    } finally {
      fake.behave('spotify', 'answer');
    }
  });
});
