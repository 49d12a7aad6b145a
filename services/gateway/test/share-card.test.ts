// The link-preview card (og:image of a shared playlist) through the gateway over the real user and
// playlist services: a 1200x630 PNG, cached a few minutes, rendered whatever the title holds, and
// the contract's 404/400 for unknown and bad ids.
import { buildPath, PLAYLIST_CARD_PATH, serverMessages, validationMessages } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import sharp from 'sharp';
import { aStoredPlaylist, aUser, startGatewayStack, type GatewayStack } from '@sonic-nexus/test-kit';
import { cardSvg, escapeXml, wrapText } from '../src/share/card-svg';
import { renderCard } from '../src/share/render-card';

let s: GatewayStack<'user' | 'playlist'>;
beforeAll(async () => {
  s = await startGatewayStack({ label: 'share-card', services: ['user', 'playlist'] });
}, 120_000);
afterAll(() => s?.stop(), 30_000);

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const cardPath = (id: string) => buildPath(PLAYLIST_CARD_PATH, { id });
const card = async (id: string) => {
  const res = await fetch(`${s.baseUrl}${cardPath(id)}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

it('answers a playlist card as a 1200x630 PNG, public and cached five minutes', async () => {
  const curator = await aUser(s);
  const id = await aStoredPlaylist(s, curator, { title: 'Nebula Nights' });
  const { res, bytes } = await card(id);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(bytes.subarray(0, 8)).toEqual(PNG_MAGIC);
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  const head = await fetch(`${s.baseUrl}${cardPath(id)}`, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.headers.get('content-type')).toBe('image/png');
});

it('renders a title that tries to break out of the SVG as plain text', async () => {
  const curator = await aUser(s);
  const title = `</text><script>alert("x")</script> & 'quotes' ]]>`;
  const id = await aStoredPlaylist(s, curator, { title });
  const { res, bytes } = await card(id);
  expect(res.status).toBe(200);
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  const svg = cardSvg({
    title,
    platform: 'spotify',
    username: curator.username,
    fireVotes: 0,
    thumbsUpVotes: 0,
    trashVotes: 0,
  });
  expect(svg).not.toContain('<script');
  expect(svg.match(/<\/text>/g)).toHaveLength(svg.match(/<text /g)?.length ?? -1);
});

it('draws the playlist as the playlist service holds it (title, platform, submitter, counts)', async () => {
  const curator = await aUser(s);
  const id = await aStoredPlaylist(s, curator, {
    title: 'Counted',
    platform: 'youtube',
    playlistUrl: 'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
  });
  const stored = await unary(s.clients.playlist, s.clients.playlist.getPlaylist, { playlistId: id });
  const served = (await card(id)).bytes;
  // same SVG, same librsvg: the same pixels as the card drawn here from the service's answer
  const expected = await sharp(await renderCard(cardSvg(stored)))
    .raw()
    .toBuffer();
  expect((await sharp(served).raw().toBuffer()).equals(expected)).toBe(true);
  const other = await sharp(await renderCard(cardSvg({ ...stored, fireVotes: stored.fireVotes + 1 })))
    .raw()
    .toBuffer();
  expect(other.equals(expected)).toBe(false);
});

it('answers 404 with the contract message for an unknown playlist, 400 for a bad id', async () => {
  const unknown = await s.api.get(cardPath('00000000-0000-4000-8000-000000000000')).expect(404);
  expect(unknown.body).toEqual({ message: serverMessages.playlistNotFound });
  const bad = await s.api.get(cardPath(' ')).expect(400);
  expect(bad.body.message).toBe(validationMessages.playlistIdInvalid);
});

describe('card text', () => {
  it('escapes markup and drops the characters XML forbids', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0001\u0008\uFFFF\uD800`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
    expect(escapeXml('emoji 🔥 stays')).toBe('emoji 🔥 stays');
  });

  it('writes the vote counts', () => {
    const svg = cardSvg({
      title: 'Counted',
      platform: 'spotify',
      username: 'u',
      fireVotes: 1234,
      thumbsUpVotes: 2,
      trashVotes: 3,
    });
    expect(svg).toContain('>1,234 fire<');
    expect(svg).toContain('>2 thumbs up<');
    expect(svg).toContain('>3 trash<');
    expect(svg).toContain('>by u<');
  });

  it('wraps on spaces and cuts words longer than a line', () => {
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('abcdefghijkl', 5)).toEqual(['abcde', 'fghij', 'kl']);
    expect(wrapText('  ', 5)).toEqual([]);
  });

  it('keeps a 100-character title within three lines, cut with an ellipsis when it must', () => {
    const svg = cardSvg({
      title: 'W'.repeat(100),
      platform: 'apple',
      username: '',
      fireVotes: 0,
      thumbsUpVotes: 0,
      trashVotes: 0,
    });
    const lines = [...svg.matchAll(/font-weight="bold" fill="#ece8ff">(W+…?)<\/text>/g)].map((m) => m[1]);
    expect(lines).toHaveLength(3);
    expect(lines[2].endsWith('…')).toBe(true);
    expect(svg).toContain('>Apple Music<');
    expect(svg).not.toContain('>by ');
  });
});
