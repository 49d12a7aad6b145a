// A 503 means nothing was written (issue 13). A write whose service does not answer in time is a
// 504: the gateway cannot know whether it was carried out (a service may freeze after its store
// wrote). A call that waited in the socket of a paused service is refused when the service runs
// again (its caller's deadline travels with it), and a write the client repeats (a playlist with
// the same Idempotency-Key, a vote with the vote the page showed) is carried out once.
import { randomUUID } from 'node:crypto';
import { idempotencyKeyMessage, serverMessages, type VoteType } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import {
  aPlaylist,
  aStoredPlaylist,
  aVerifiedUser,
  startGatewayStack,
  waitFor,
  type GatewayStack,
  type TestUser,
} from '@sonic-nexus/test-kit';

/** The request's whole budget in this stack: short, so a paused service costs the test little. */
const DEADLINE_MS = 1500;
/** Time for a resumed service to read the calls queued while it was paused (and refuse them). */
const RESUMED_MS = 1500;

let s: GatewayStack<'user' | 'playlist' | 'vote' | 'notification'>;
let owner: TestUser;

beforeAll(async () => {
  s = await startGatewayStack({
    label: 'paused',
    services: ['user', 'playlist', 'vote', 'notification'],
    env: { REQUEST_DEADLINE_MS: String(DEADLINE_MS) },
  });
  owner = await aVerifiedUser(s);
  // The gateway's channel to the playlist service is up before it is paused, so a call reaches
  // the paused process's socket (a first connection to a paused process would never open).
  await s.api.get('/api/playlists?page=1&limit=1').expect(200);
}, 180_000);

afterAll(() => s?.stop(), 30_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The owner's playlists as the playlist service holds them. */
const storedIds = async () =>
  (await unary(s.clients.playlist, s.clients.playlist.listUserPlaylists, { userId: owner.id })).playlists
    .map((p) => p.id)
    .sort();

let probe = 0;
/** A call through the gateway to `service` that no cache answers. */
const reachThrough = (service: 'playlist' | 'vote') =>
  service === 'playlist'
    ? s.api.get(`/api/playlists?page=1&limit=1&tag=probe${(probe += 1)}`)
    : s.api.get(`/api/user/votes?ids=probe${(probe += 1)}`).set('Cookie', owner.cookie);

/**
 * Runs `call` while `service` is paused, then lets the service run again and waits until the
 * gateway calls it again (its circuit breaker may have opened meanwhile), so tests stay apart.
 */
async function whilePaused<T>(service: 'playlist' | 'vote', call: () => Promise<T>): Promise<T> {
  s.services[service].pause();
  try {
    return await call();
  } finally {
    s.services[service].resume();
    await waitFor(async () => (await reachThrough(service)).status === 200, {
      timeoutMs: 10_000,
      intervalMs: 200,
      what: `the gateway reaching the ${service} service again`,
    });
  }
}

const submit = (key?: string, title = 'Paused Orbit') => {
  const req = s.api.post('/api/playlists').set('Cookie', owner.cookie);
  return (key === undefined ? req : req.set('Idempotency-Key', key)).send(aPlaylist({ title }));
};

/** As a well-behaved client retries: again after Retry-After while the answer is 503 or 504. */
async function submitRetrying(key: string) {
  for (let attempt = 1; ; attempt += 1) {
    const res = await submit(key);
    if ((res.status !== 503 && res.status !== 504) || attempt === 10) return res;
    await sleep(Number(res.headers['retry-after'] ?? 1) * 1000);
  }
}

describe('a playlist submitted while the playlist service is paused', () => {
  it('answers 504 (no answer in time) with Retry-After, and is not stored when the service runs again', async () => {
    const before = await storedIds();
    const res = await whilePaused('playlist', () => submit(randomUUID()));
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ message: serverMessages.writeOutcomeUnknown });
    expect(res.headers['retry-after']).toBe('1');
    await sleep(RESUMED_MS);
    expect(await storedIds()).toEqual(before);
  });

  it('is stored once however often the client repeats it with the same Idempotency-Key', async () => {
    const key = randomUUID();
    const before = await storedIds();
    expect((await whilePaused('playlist', () => submit(key))).status).toBe(504);
    const answers = [await submitRetrying(key), await submit(key)];
    const [first, again] = answers;
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    const concurrent = await Promise.all([submit(key), submit(key)]);
    expect(concurrent.map((res) => res.body.id)).toEqual([first.body.id, first.body.id]);
    expect(await storedIds()).toEqual([...before, first.body.id].sort());
  });

  it('is a new playlist under another key, and each submission without a key is its own', async () => {
    const before = await storedIds();
    const [a, b] = [await submit(randomUUID()), await submit(randomUUID())];
    const [c, d] = [await submit(), await submit()];
    const made = [a, b, c, d].map((res) => res.body.id as string);
    expect(new Set(made).size).toBe(4);
    expect(await storedIds()).toEqual([...before, ...made].sort());
  });

  it.each([
    ['longer than 128 characters', 'k'.repeat(129)],
    ['with a space', 'two words'],
    ['with a character outside ASCII', 'clé'],
  ])('refuses an Idempotency-Key %s with 400 and stores nothing', async (_what, key) => {
    const before = await storedIds();
    const res = await submit(key);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(idempotencyKeyMessage);
    expect(await storedIds()).toEqual(before);
  });
});

describe('a vote cast while the vote service is paused', () => {
  let voter: TestUser;
  beforeAll(async () => {
    voter = await aVerifiedUser(s);
  }, 60_000);

  const cast = (id: string, voteType: VoteType, previousVote?: VoteType | null) =>
    s.api
      .post(`/api/playlists/${id}/vote`)
      .set('Cookie', voter.cookie)
      .send(previousVote === undefined ? { voteType } : { voteType, previousVote });
  const userVote = async (id: string) =>
    (await s.api.get(`/api/playlists/${id}/user-vote`).set('Cookie', voter.cookie).expect(200)).body.userVote;
  const fireVotes = async (id: string) =>
    (await unary(s.clients.vote, s.clients.vote.getTallies, { playlistIds: [id] })).tallies[0]?.fireVotes ??
    0;

  it('answers 504 (no answer in time), and is not recorded when the service runs again', async () => {
    const id = await aStoredPlaylist(s, owner, { title: 'Frozen Votes' });
    expect((await cast(id, 'fire', null)).status).toBe(200); // the vote service knows the playlist
    expect((await cast(id, 'fire', 'fire')).body.userVote).toBeNull();
    const res = await whilePaused('vote', () => cast(id, 'fire', null));
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ message: serverMessages.writeOutcomeUnknown });
    expect(res.headers['retry-after']).toBe('1');
    await sleep(RESUMED_MS);
    expect(await userVote(id)).toBeNull();
    expect(await fireVotes(id)).toBe(0);
  });

  it('sets what the click meant when the client says what it showed, however often it is repeated', async () => {
    const id = await aStoredPlaylist(s, owner, { title: 'Repeated Votes' });
    for (let i = 0; i < 3; i += 1) {
      const res = await cast(id, 'fire', null);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ userVote: 'fire', fireVotes: 1 });
    }
    const switched = await Promise.all([cast(id, 'trash', 'fire'), cast(id, 'trash', 'fire')]);
    for (const res of switched)
      expect(res.body).toMatchObject({ userVote: 'trash', fireVotes: 0, trashVotes: 1 });
    for (let i = 0; i < 2; i += 1) {
      expect((await cast(id, 'trash', 'trash')).body).toMatchObject({ userVote: null, trashVotes: 0 });
    }
    expect(await userVote(id)).toBeNull();
  });

  it('still toggles what is stored when the client does not say what it showed (the spec’s call)', async () => {
    const id = await aStoredPlaylist(s, owner, { title: 'Toggled Votes' });
    expect((await cast(id, 'thumbs_up')).body.userVote).toBe('thumbs_up');
    expect((await cast(id, 'thumbs_up')).body.userVote).toBeNull();
  });

  it('refuses a previousVote that is no vote type with 400', async () => {
    const id = await aStoredPlaylist(s, owner, { title: 'Odd Votes' });
    const res = await s.api
      .post(`/api/playlists/${id}/vote`)
      .set('Cookie', voter.cookie)
      .send({ voteType: 'fire', previousVote: 'love' });
    expect(res.status).toBe(400);
    expect(await userVote(id)).toBeNull();
  });
});

describe('a service that stays paused', () => {
  /** A feed page no earlier request asked for, so the gateway's read cache cannot answer it. */
  let page = 0;
  const uncachedFeed = () => s.api.get(`/api/playlists?page=1&limit=5&tag=paused${(page += 1)}`);

  it('is answered 503 at once after a few calls, while the other services keep answering', async () => {
    s.services.playlist.pause();
    try {
      // The first calls wait for their deadline: the service might still answer. Once most recent
      // calls went unanswered, the gateway stops waiting: a call is refused well before its deadline.
      let refused: Awaited<ReturnType<typeof uncachedFeed>> | undefined;
      for (let round = 0; round < 5 && !refused; round += 1) {
        const started = Date.now();
        const answers = await Promise.all([uncachedFeed(), uncachedFeed(), uncachedFeed(), uncachedFeed()]);
        expect(answers.map((res) => res.status)).toEqual([503, 503, 503, 503]);
        if (Date.now() - started < DEADLINE_MS / 2) refused = answers[0];
      }
      expect(refused?.headers['retry-after']).toBe('1');
      expect(refused?.body).toEqual({ message: serverMessages.serviceUnavailable });
      // A write refused that way was never sent: a 503, not the 504 of a write sent and unanswered.
      const write = await submit(randomUUID());
      expect(write.status).toBe(503);
      expect(write.body).toEqual({ message: serverMessages.serviceUnavailable });
      // Pages of other services still answer.
      expect((await s.api.get('/api/user').set('Cookie', owner.cookie)).status).toBe(200);
      expect((await s.api.get(`/api/users/${owner.id}`)).status).toBe(200);
    } finally {
      s.services.playlist.resume();
    }
  });

  it('serves again within seconds of running again', async () => {
    await waitFor(async () => (await uncachedFeed()).status === 200, {
      timeoutMs: 10_000,
      intervalMs: 250,
      what: 'the feed answering again after the playlist service resumed',
    });
  });
});
