// When a platform fails, against a FAKE oEmbed server: a create never waits for it, a hanging
// platform is given up after the timeout (logged), and after a few failures the platform's circuit
// breaker opens, so further playlists cost it no call until the reset window has passed.
import { unary } from '@sonic-nexus/service-kit';
import { waitFor } from '@sonic-nexus/test-kit';
import { startEnrichmentHarness, type EnrichmentHarness } from './support/enrichment-harness';
import { startFakeOembed, type FakeOembed } from './support/fake-oembed';
import { createPlaylist } from './support/playlist-harness';

const COVER = 'https://i1.sndcdn.com/artworks-cover-t500x500.jpg';
let n = 0;
const aSet = () => `https://soundcloud.com/forss/sets/set-${Date.now().toString(36)}-${n++}`;

let fake: FakeOembed;
beforeAll(async () => {
  fake = await startFakeOembed();
});
afterAll(() => fake?.close());

describe('a platform that never answers (fake server hangs)', () => {
  const TIMEOUT_MS = 2000;
  let h: EnrichmentHarness;
  beforeAll(async () => {
    h = await startEnrichmentHarness('enrich_hang', fake, { OEMBED_TIMEOUT_MS: String(TIMEOUT_MS) });
  });
  afterAll(() => h?.close());

  it('answers the create at once; the playlist is simply not enriched, and the timeout is logged', async () => {
    fake.behave('youtube', 'hang');
    const link = 'https://www.youtube.com/playlist?list=PLhang_1';
    fake.describe(link, { title: 'Never', author_name: 'Nobody', thumbnail_url: COVER });

    const began = Date.now();
    const created = await createPlaylist(h, { platform: 'youtube', playlistUrl: link });
    expect(Date.now() - began).toBeLessThan(TIMEOUT_MS / 2);
    expect(created).toMatchObject({ albumArtUrls: [], platform: 'youtube' });

    // The platform was asked while the create had long answered, and given up on after the timeout.
    await waitFor(() => fake.hits('youtube').length === 1, { what: 'the fake asked' });
    const timedOut = () =>
      h.logLines.find(
        (l) => l.msg.includes('timed out') && l.playlistUrl === link && l.platform === 'youtube',
      );
    await waitFor(() => timedOut() !== undefined, { timeoutMs: TIMEOUT_MS * 3, what: 'the timeout logged' });
    expect(timedOut()).toMatchObject({ level: 40, timeoutMs: TIMEOUT_MS }); // warn
    await h.handled(created.id);
    const doc = await h.stored(created.id);
    expect(doc).toMatchObject({ version: 1, albumArtUrls: [] });
    expect(doc?.enrichment).toBeUndefined();
    expect((await unary(h.client, h.client.getPlaylist, { playlistId: created.id })).albumArtUrls).toEqual(
      [],
    );
  });
});

describe("a platform's circuit breaker (fake server fails)", () => {
  const RESET_MS = 2000;
  let h: EnrichmentHarness;
  beforeAll(async () => {
    h = await startEnrichmentHarness('enrich_breaker', fake, {
      OEMBED_BREAKER_MIN_CALLS: '3',
      OEMBED_BREAKER_RESET_MS: String(RESET_MS),
    });
  });
  afterAll(() => h?.close());

  const createSet = (link = aSet()) => createPlaylist(h, { platform: 'soundcloud', playlistUrl: link });
  const opened = () =>
    h.logLines.filter((l) => l.msg.includes('circuit opened') && l.platform === 'soundcloud');

  it('opens after 3 failures: no call until the reset window passed, then one trial closes it', async () => {
    fake.behave('soundcloud', 'fail');
    for (let i = 0; i < 3; i++) await h.handled((await createSet()).id);
    expect(fake.hits('soundcloud')).toHaveLength(3);
    expect(h.logLines.filter((l) => l.msg.includes('oEmbed request failed'))).toHaveLength(3);
    expect(opened()).toHaveLength(1);
    const openedAt = Date.now();

    // Open: the platform is not called at all, the playlists stay as submitted.
    fake.behave('soundcloud', 'answer');
    const skipped = [await createSet(), await createSet()];
    for (const p of skipped) await h.handled(p.id);
    expect(Date.now() - openedAt).toBeLessThan(RESET_MS); // still inside the window
    expect(fake.hits('soundcloud')).toHaveLength(3);
    for (const p of skipped) expect((await h.stored(p.id))?.enrichment).toBeUndefined();

    // Other platforms are not held up by it.
    const link = 'https://open.spotify.com/playlist/37i9dQZF1DXbreaker';
    fake.describe(link, { title: 'Fine', thumbnail_url: COVER });
    const spotify = await createPlaylist(h, { playlistUrl: link });
    await h.handled(spotify.id);
    expect((await h.stored(spotify.id))?.albumArtUrls).toEqual([COVER]);

    // After the window one trial call goes; it succeeds and the breaker closes.
    await new Promise((resolve) => setTimeout(resolve, RESET_MS - (Date.now() - openedAt) + 100));
    const healed = aSet();
    fake.describe(healed, { title: 'Back', author_name: 'Forss', thumbnail_url: COVER });
    const trial = await createSet(healed);
    await h.handled(trial.id);
    expect(fake.hits('soundcloud')).toHaveLength(4);
    expect((await h.stored(trial.id))?.enrichment).toMatchObject({ title: 'Back', artist: 'Forss' });
    expect(h.logLines.some((l) => l.msg.includes('circuit closed') && l.platform === 'soundcloud')).toBe(
      true,
    );
  });

  it('counts an answer that is no oEmbed object as a failure, but a 404 not', async () => {
    // Fresh breaker state is not needed: it closed above, with one success in its window.
    const before = fake.hits('soundcloud').length;
    for (let i = 0; i < 4; i++) await h.handled((await createSet()).id); // unknown sets: 404
    expect(fake.hits('soundcloud')).toHaveLength(before + 4);
    expect(opened()).toHaveLength(1); // still only the opening of the test above

    for (let i = 0; i < 6; i++) {
      const link = aSet();
      fake.describe(link, 'not an object');
      await h.handled((await createSet(link)).id);
    }
    expect(opened()).toHaveLength(2);
    expect(
      h.logLines.some(
        (l) => l.msg.includes('oEmbed request failed') && JSON.stringify(l).includes('not a JSON object'),
      ),
    ).toBe(true);
  });
});
