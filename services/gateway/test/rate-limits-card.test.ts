// Link-preview cards (issue 27: 300 cards drawn in a row, some 80 ms of CPU each, raised everyone's
// median): a card is drawn once per version of what it shows and then answered from memory, and a
// client may have only so many drawn (lowered to 3 a minute here); cards already drawn are free.
// Real gateway, user, playlist and vote services; X-Forwarded-For (trusted from loopback, as from
// the edge) names the clients.
import { buildPath, PLAYLIST_CARD_PATH, serverMessages } from '@sonic-nexus/contract';
import { vote } from '@sonic-nexus/proto';
import { unary } from '@sonic-nexus/service-kit';
import {
  aStoredPlaylist,
  aUser,
  startGatewayStack,
  waitFor,
  type GatewayStack,
  type TestUser,
} from '@sonic-nexus/test-kit';

let s: GatewayStack<'user' | 'playlist' | 'vote'>;
let curator: TestUser;

beforeAll(async () => {
  s = await startGatewayStack({
    label: 'rl_card',
    services: ['user', 'playlist', 'vote'],
    env: { RATE_LIMIT_CARD_PER_CLIENT: '3', RATE_LIMIT_CARD_WINDOW_SECONDS: '60' },
  });
  curator = await aUser(s);
}, 120_000);

afterAll(() => s?.stop(), 30_000);

const card = (id: string, client: string, method: 'get' | 'head' = 'get') =>
  s.api[method](buildPath(PLAYLIST_CARD_PATH, { id }))
    .set('X-Forwarded-For', client)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
const playlists = (n: number, title: string) =>
  Promise.all(Array.from({ length: n }, (_, i) => aStoredPlaylist(s, curator, { title: `${title} ${i}` })));

it('counts cards drawn per client, never cards already drawn, and refuses past the limit', async () => {
  const [a, b, c, d] = await playlists(4, 'Counted');
  for (const id of [a, b, c]) await card(id, '10.0.3.1').expect(200);
  const refused = await card(d, '10.0.3.1').expect(429);
  expect(JSON.parse(refused.body.toString())).toEqual({ message: serverMessages.tooManyRequests });
  // One card back every 20 s, counted from the first drawing: less the seconds the three took.
  expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(5);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(20);
  // The three drawn are answered again and again, to this client and any other: no drawing.
  for (let round = 0; round < 3; round += 1) {
    for (const id of [a, b, c]) {
      const again = await card(id, '10.0.3.1').expect(200);
      expect(again.headers['content-type']).toBe('image/png');
    }
    await card(a, '10.0.3.1', 'head').expect(200);
  }
  // Another client has a budget of its own.
  await card(d, '10.0.3.2').expect(200);
});

it('draws a playlist again when what the card shows changed, and only then', async () => {
  const [p, q, r] = await playlists(3, 'Versions');
  const first = (await card(p, '10.0.4.1').expect(200)).body as Buffer;
  // A vote changes the counts the card draws: a new version, drawn (and counted) once.
  await unary(s.clients.vote, s.clients.vote.castVote, {
    playlistId: p,
    userId: curator.id,
    voterEmailVerified: true,
    voteType: vote.VoteType.VOTE_TYPE_FIRE,
    playlistConfirmed: true,
  });
  await waitFor(
    async () =>
      (await unary(s.clients.playlist, s.clients.playlist.getPlaylist, { playlistId: p })).fireVotes === 1,
    { timeoutMs: 10_000, what: 'the playlist showing the vote' },
  );
  const second = (await card(p, '10.0.4.1').expect(200)).body as Buffer;
  expect(second.equals(first)).toBe(false);
  await card(q, '10.0.4.1').expect(200); // the client's third drawing
  // Tags are not on the card: the same version, answered from memory, not counted.
  await s.api
    .patch(`/api/playlists/${p}/tags`)
    .set('Cookie', curator.cookie)
    .send({ tags: ['retagged'] })
    .expect(200);
  const third = (await card(p, '10.0.4.1').expect(200)).body as Buffer;
  expect(third.equals(second)).toBe(true);
  await card(r, '10.0.4.1').expect(429);
});

it('counts one drawing for asks of one card that arrive together', async () => {
  const [p, q, r, t] = await playlists(4, 'Together');
  const answers = await Promise.all(Array.from({ length: 8 }, () => card(p, '10.0.5.1')));
  expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
  const bytes = answers.map((res) => res.body as Buffer);
  expect(bytes.every((b) => b.equals(bytes[0]))).toBe(true);
  await card(q, '10.0.5.1').expect(200);
  await card(r, '10.0.5.1').expect(200);
  await card(t, '10.0.5.1').expect(429);
});
