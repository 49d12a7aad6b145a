// The per-user limits of votes and submissions (issue 27: one client voted 300 times in 2.7 s and
// submitted 100 playlists), through the real gateway and services, the counters in a JetStream KV
// bucket on the real NATS (RATE_LIMIT_STORE=nats, as with several replicas). Votes keep their
// defaults, which a person voting at human pace must never meet: 10 at once, then 1 a second.
import { jetstreamManager } from '@nats-io/jetstream';
import { serverMessages, type Playlist } from '@sonic-nexus/contract';
import { connectNats, createLogger, unary } from '@sonic-nexus/service-kit';
import {
  aPlaylist,
  aStoredPlaylist,
  aUser,
  aVerifiedUser,
  startGatewayStack,
  testEnv,
  type GatewayStack,
  type TestUser,
} from '@sonic-nexus/test-kit';

let s: GatewayStack<'user' | 'playlist' | 'vote' | 'notification'>;
const bucket = `rl_writes_${Date.now().toString(36)}_${process.pid}`;

beforeAll(async () => {
  s = await startGatewayStack({
    label: 'rl_writes',
    services: ['user', 'playlist', 'vote', 'notification'],
    env: {
      RATE_LIMIT_SUBMIT_PER_USER: '3',
      RATE_LIMIT_STORE: 'nats',
      RATE_LIMIT_KV_BUCKET: bucket,
    },
  });
}, 120_000);

afterAll(async () => {
  await s?.stop();
  const nc = await connectNats(testEnv('TEST_NATS_URL'), 'rl-cleanup', createLogger('rl', 'silent'));
  await (await jetstreamManager(nc)).streams.delete(`KV_${bucket}`).catch(() => undefined);
  await nc.drain();
}, 30_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('votes per user (defaults: 10 at once, then one a second)', () => {
  let playlists: string[];
  beforeAll(async () => {
    const curator = await aUser(s);
    playlists = await Promise.all(
      Array.from({ length: 12 }, (_, i) => aStoredPlaylist(s, curator, { title: `Voted ${i}` })),
    );
  }, 60_000);
  const cast = (voter: TestUser, n: number) =>
    s.api
      .post(`/api/playlists/${playlists[n % playlists.length]}/vote`)
      .set('Cookie', voter.cookie)
      .send({ voteType: 'fire', previousVote: null });
  const stored = async (voter: TestUser) =>
    Object.keys(
      (await unary(s.clients.vote, s.clients.vote.getUserVotes, { userId: voter.id, playlistIds: playlists }))
        .votes,
    ).length;

  it('lets a burst of 10 and then one a second through, and refuses what comes faster', async () => {
    const voter = await aVerifiedUser(s);
    const burst = await Promise.all(Array.from({ length: 10 }, (_, n) => cast(voter, n)));
    expect(burst.map((res) => res.status)).toEqual(Array(10).fill(200));

    const refused = await cast(voter, 10).expect(429);
    expect(refused.body).toEqual({ message: serverMessages.votingTooFast });
    expect(refused.headers['retry-after']).toBe('1');
    expect(await stored(voter)).toBe(10); // the refused vote was not cast

    // One a second goes on being counted (a little over a second: the gateway's clock, not ours).
    for (let n = 10; n < 12; n += 1) {
      await sleep(1050);
      await cast(voter, n).expect(200);
    }
    expect(await stored(voter)).toBe(12);
  }, 30_000);

  it('counts each user on their own', async () => {
    const [flooder, neighbour] = await Promise.all([aVerifiedUser(s), aVerifiedUser(s)]);
    const flood = await Promise.all(Array.from({ length: 30 }, (_, n) => cast(flooder, n)));
    expect(flood.filter((res) => res.status === 200)).toHaveLength(10);
    expect(flood.filter((res) => res.status === 429)).toHaveLength(20);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => cast(neighbour, n)));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
  }, 30_000);
});

describe('submissions per user (lowered to 3 here)', () => {
  const submit = (who: TestUser, title: string) =>
    s.api.post('/api/playlists').set('Cookie', who.cookie).send(aPlaylist({ title }));
  const titlesOf = async (who: TestUser) =>
    (await s.api.get('/api/playlists?limit=50').expect(200)).body.playlists
      .filter((p: Playlist) => p.submittedBy === who.id)
      .map((p: Playlist) => p.title);

  it('refuses a submission past the limit with 429 and Retry-After, creating nothing', async () => {
    const curator = await aUser(s);
    for (const title of ['One', 'Two', 'Three']) await submit(curator, title).expect(201);
    const refused = await submit(curator, 'Four').expect(429);
    expect(refused.body).toEqual({ message: serverMessages.submittingTooFast });
    // 3 an hour: the next one in 20 minutes
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(1100);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(1200);
    expect((await titlesOf(curator)).sort()).toEqual(['One', 'Three', 'Two']);
    // Another curator is not held back by the first.
    await submit(await aUser(s), 'Elsewhere').expect(201);
  });

  it('lets only the limit through when a flood arrives at once', async () => {
    const flooder = await aUser(s);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => submit(flooder, `Flood ${i}`)));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(17);
    expect(await titlesOf(flooder)).toHaveLength(3);
  });
});
