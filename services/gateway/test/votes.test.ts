// /api vote routes over the real user, playlist, vote and notification services: every rule of
// spec §4-§6 and DESIGN §8 (toggle / switch, verified voters only) and every bad input (400, 401,
// 403, 404), each followed by a check that nothing changed.
import { randomUUID } from 'node:crypto';
import { serverMessages, validationMessages as v, type Playlist } from '@sonic-nexus/contract';
import { vote } from '@sonic-nexus/proto';
import { unary } from '@sonic-nexus/service-kit';
import {
  aStoredPlaylist,
  aUser,
  aVerifiedUser,
  startGatewayStack,
  waitFor,
  type GatewayStack,
  type TestUser,
} from '@sonic-nexus/test-kit';

let s: GatewayStack<'user' | 'playlist' | 'vote' | 'notification'>;
let ann: TestUser;
let bob: TestUser;
let unverifiedCookie: string;

beforeAll(async () => {
  s = await startGatewayStack({ label: 'votes', services: ['user', 'playlist', 'vote', 'notification'] });
  [ann, bob] = await Promise.all([aVerifiedUser(s), aVerifiedUser(s)]);
  unverifiedCookie = (await aUser(s)).cookie;
}, 120_000);

afterAll(() => s?.stop(), 30_000);

const createPlaylist = (owner: TestUser, title = 'Orbit Beats') => aStoredPlaylist(s, owner, { title });
const castAs = (who: TestUser | string, playlistId: string, body: unknown) =>
  s.api
    .post(`/api/playlists/${playlistId}/vote`)
    .set('Cookie', typeof who === 'string' ? who : who.cookie)
    .send(body as object);
const userVoteOf = async (who: TestUser, playlistId: string) =>
  (await s.api.get(`/api/playlists/${playlistId}/user-vote`).set('Cookie', who.cookie).expect(200)).body;
/** The vote service's own record of a playlist: tallies and version (0 = never voted on). */
const storedTallies = async (playlistId: string) =>
  (await unary(s.clients.vote, s.clients.vote.getTallies, { playlistIds: [playlistId] })).tallies[0];

describe('POST /api/playlists/{id}/vote', () => {
  it('votes, switches to another type, removes on the same type, and answers the new tallies', async () => {
    const id = await createPlaylist(ann);
    // who casts what → their vote afterwards, and the fire / thumbs-up / trash tallies answered
    const steps = [
      [ann, 'fire', 'fire', 1, 0, 0],
      [bob, 'trash', 'trash', 1, 0, 1],
      [ann, 'thumbs_up', 'thumbs_up', 0, 1, 1],
      [ann, 'thumbs_up', null, 0, 0, 1],
    ] as const;
    for (const [who, voteType, userVote, fireVotes, thumbsUpVotes, trashVotes] of steps) {
      const res = await castAs(who, id, { voteType }).expect(200);
      expect(res.body).toEqual({ userVote, fireVotes, thumbsUpVotes, trashVotes });
    }
    expect(await userVoteOf(ann, id)).toEqual({ userVote: null });
    expect(await userVoteOf(bob, id)).toEqual({ userVote: 'trash' });
    expect(await storedTallies(id)).toMatchObject({
      fireVotes: 0,
      thumbsUpVotes: 0,
      trashVotes: 1,
      version: 4,
    });
  });

  it('answers 401 to a guest and to an unknown session, and stores nothing', async () => {
    const id = await createPlaylist(ann);
    const guest = await s.api.post(`/api/playlists/${id}/vote`).send({ voteType: 'fire' }).expect(401);
    expect(guest.body).toEqual({ message: serverMessages.notAuthenticated });
    const stale = await castAs('sn_session=made-up-token', id, { voteType: 'fire' }).expect(401);
    expect(stale.body).toEqual({ message: serverMessages.notAuthenticated });
    expect(await storedTallies(id)).toMatchObject({ fireVotes: 0, version: 0 });
  });

  it('answers 403 with the verify-your-email message to an unverified user, and stores nothing', async () => {
    const id = await createPlaylist(ann);
    const res = await castAs(unverifiedCookie, id, { voteType: 'fire' }).expect(403);
    expect(res.body).toEqual({ message: serverMessages.verifyEmailToVote });
    expect(res.body.message).toContain('verify your email');
    const me = (await s.api.get('/api/user').set('Cookie', unverifiedCookie).expect(200)).body;
    const theirs = await unary(s.clients.vote, s.clients.vote.getUserVote, { playlistId: id, userId: me.id });
    expect(theirs.userVote).toBe(vote.VoteType.VOTE_TYPE_UNSPECIFIED);
    expect(await storedTallies(id)).toMatchObject({ fireVotes: 0, version: 0 });
  });

  it.each([
    ['an unknown type', { voteType: 'love' }],
    ['an upper-case type', { voteType: 'FIRE' }],
    ['an empty type', { voteType: '' }],
    ['a number', { voteType: 1 }],
    ['null', { voteType: null }],
    ['no type', {}],
  ])('answers 400 to %s with the message, and stores nothing', async (_label, body) => {
    const id = await createPlaylist(ann);
    const res = await castAs(ann, id, body).expect(400);
    expect(res.body).toEqual({ message: v.voteTypeInvalid, errors: { voteType: v.voteTypeInvalid } });
    expect(await storedTallies(id)).toMatchObject({
      fireVotes: 0,
      thumbsUpVotes: 0,
      trashVotes: 0,
      version: 0,
    });
    expect(await userVoteOf(ann, id)).toEqual({ userVote: null });
  });

  it('answers 400 to a malformed JSON body', async () => {
    const id = await createPlaylist(ann);
    const res = await s.api
      .post(`/api/playlists/${id}/vote`)
      .set('Cookie', ann.cookie)
      .set('Content-Type', 'application/json')
      .send('{"voteType": "fire"')
      .expect(400);
    expect(res.body).toEqual({ message: serverMessages.invalidJson });
    expect(await storedTallies(id)).toMatchObject({ version: 0 });
  });

  it('answers 404 for an unknown playlist, and stores nothing', async () => {
    const unknown = randomUUID();
    const res = await castAs(ann, unknown, { voteType: 'fire' }).expect(404);
    expect(res.body).toEqual({ message: serverMessages.playlistNotFound });
    expect(await storedTallies(unknown)).toMatchObject({ fireVotes: 0, version: 0 });
    await s.api.get(`/api/playlists/${unknown}/user-vote`).set('Cookie', ann.cookie).expect(404);
  });

  it('answers 404 at once for a playlist just deleted through this gateway, voted on before', async () => {
    const id = await createPlaylist(bob, 'Soon Gone');
    await castAs(ann, id, { voteType: 'fire' }).expect(200);
    await s.api.delete(`/api/playlists/${id}`).set('Cookie', bob.cookie).expect(200);
    const res = await castAs(ann, id, { voteType: 'trash' }).expect(404);
    expect(res.body).toEqual({ message: serverMessages.playlistNotFound });
  });
});

describe('GET /api/playlists/{id}/user-vote and /api/user/votes', () => {
  it("answers the signed-in user's votes, only for the playlists asked", async () => {
    const [p1, p2, p3] = await Promise.all([1, 2, 3].map(() => createPlaylist(bob)));
    await castAs(ann, p1, { voteType: 'fire' }).expect(200);
    await castAs(ann, p2, { voteType: 'trash' }).expect(200);
    await castAs(bob, p3, { voteType: 'thumbs_up' }).expect(200);
    expect(await userVoteOf(ann, p1)).toEqual({ userVote: 'fire' });
    expect(await userVoteOf(ann, p3)).toEqual({ userVote: null });
    const res = await s.api
      .get(`/api/user/votes?ids=${p1},${p2}, ${p3},${p1}`)
      .set('Cookie', ann.cookie)
      .expect(200);
    expect(res.body).toEqual({ [p1]: 'fire', [p2]: 'trash' });
    // an unverified user can read (they simply have no votes)
    const theirs = await s.api.get(`/api/user/votes?ids=${p1}`).set('Cookie', unverifiedCookie).expect(200);
    expect(theirs.body).toEqual({});
  });

  it('answers 404 for the vote on a playlist that does not exist, not {userVote: null}', async () => {
    const res = await s.api
      .get(`/api/playlists/${randomUUID()}/user-vote`)
      .set('Cookie', ann.cookie)
      .expect(404);
    expect(res.body).toEqual({ message: serverMessages.playlistNotFound });
  });

  it.each([
    ['no ids', ''],
    ['an empty list', '?ids='],
    ['only commas', '?ids=,,,'],
    ['101 ids', `?ids=${Array.from({ length: 101 }, (_, i) => `p${i}`).join(',')}`],
  ])('answers 400 to %s', async (_label, query) => {
    const res = await s.api.get(`/api/user/votes${query}`).set('Cookie', ann.cookie).expect(400);
    expect(res.body).toEqual({ message: v.idsInvalid, errors: { ids: v.idsInvalid } });
  });

  it('answers 401 to guests on every read', async () => {
    const id = randomUUID();
    for (const path of [
      `/api/playlists/${id}/user-vote`,
      `/api/user/votes?ids=${id}`,
      '/api/user/fire-voted-playlists',
    ]) {
      expect((await s.api.get(path).expect(401)).body).toEqual({ message: serverMessages.notAuthenticated });
    }
  });
});

describe('GET /api/user/fire-voted-playlists', () => {
  it('pages the fire history newest fire first, skips deleted playlists, and drops them from the total', async () => {
    const fan = await aVerifiedUser(s);
    const ids: string[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      const id = await createPlaylist(bob, title);
      await castAs(fan, id, { voteType: 'fire' }).expect(200);
      ids.push(id);
    }
    const trashed = await createPlaylist(bob, 'Trashed');
    await castAs(fan, trashed, { voteType: 'trash' }).expect(200);
    const page = (query: string) =>
      s.api.get(`/api/user/fire-voted-playlists${query}`).set('Cookie', fan.cookie).expect(200);
    const titles = (body: { playlists: Playlist[] }) => body.playlists.map((p) => p.title);

    const first = (await page('?page=1&limit=2')).body;
    expect(titles(first)).toEqual(['Third', 'Second']);
    expect(first).toMatchObject({ hasMore: true, total: 3 });
    expect(first.playlists[0]).toMatchObject({
      id: ids[2],
      fireVotes: expect.any(Number),
      submittedBy: bob.id,
    });
    const second = (await page('?page=2&limit=2')).body;
    expect(titles(second)).toEqual(['First']);
    expect(second).toMatchObject({ hasMore: false, total: 3 });
    expect(titles((await page('')).body)).toEqual(['Third', 'Second', 'First']);

    // Deleted by its owner behind this gateway (as through another replica): gone from the page
    // at once; votes are refused, and it leaves the total, once the vote service has handled
    // playlist.deleted (within 1 s).
    await unary(s.clients.playlist, s.clients.playlist.deletePlaylist, {
      playlistId: ids[1],
      userId: bob.id,
    });
    expect(titles((await page('')).body)).toEqual(['Third', 'First']);
    let late = await castAs(fan, ids[1], { voteType: 'fire' });
    await waitFor(async () => (late = await castAs(fan, ids[1], { voteType: 'fire' })).status === 404, {
      timeoutMs: 1000,
      intervalMs: 20,
      what: 'votes on the deleted playlist refused',
    });
    expect(late.body).toEqual({ message: serverMessages.playlistNotFound });
    await waitFor(async () => (await page('')).body.total === 2, { intervalMs: 50, what: 'total of 2' });
    expect((await page('?page=1&limit=1')).body).toMatchObject({ hasMore: true, total: 2 });
  });

  it('answers an empty history for a user without fire votes', async () => {
    const res = await s.api.get('/api/user/fire-voted-playlists').set('Cookie', unverifiedCookie).expect(200);
    expect(res.body).toEqual({ playlists: [], hasMore: false, total: 0 });
  });

  it.each([
    ['page=0', v.pageInvalid, 'page'],
    ['page=-1', v.pageInvalid, 'page'],
    ['page=abc', v.pageInvalid, 'page'],
    ['page=2147483648', v.pageInvalid, 'page'],
    ['limit=0', v.limitInvalid, 'limit'],
    ['limit=51', v.limitInvalid, 'limit'],
    ['limit=2.5', v.limitInvalid, 'limit'],
  ])('answers 400 to ?%s', async (query, message, field) => {
    const res = await s.api
      .get(`/api/user/fire-voted-playlists?${query}`)
      .set('Cookie', ann.cookie)
      .expect(400);
    expect(res.body).toEqual({ message, errors: { [field]: message } });
  });
});

describe('counts shown by the playlist views', () => {
  it('converge to the stored votes after voting (feed and detail)', async () => {
    const id = await createPlaylist(bob, 'Converging');
    await castAs(ann, id, { voteType: 'fire' }).expect(200);
    await castAs(bob, id, { voteType: 'fire' }).expect(200);
    const last = (await castAs(ann, id, { voteType: 'trash' }).expect(200)).body;
    const expected = { fireVotes: 1, thumbsUpVotes: 0, trashVotes: 1 };
    expect(last).toEqual({ userVote: 'trash', ...expected });
    expect(await storedTallies(id)).toMatchObject(expected);

    await waitFor(
      async () => {
        const detail = (await s.api.get(`/api/playlists/${id}`).expect(200)).body;
        return detail.fireVotes === 1 && detail.trashVotes === 1;
      },
      { intervalMs: 50, what: 'the detail showing the votes' },
    );
    expect((await s.api.get(`/api/playlists/${id}`).expect(200)).body).toMatchObject(expected);
    const feed = (await s.api.get('/api/playlists?limit=50').expect(200)).body.playlists as Playlist[];
    expect(feed.find((p) => p.id === id)).toMatchObject(expected);
  });
});
