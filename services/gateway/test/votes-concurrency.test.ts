// 30 verified users vote on one playlist at the same moment through the gateway: the answers, the
// vote service's tallies and the counts the playlist views show all end equal to the stored votes;
// then everyone takes their vote back at once and every count returns to 0.
import type { VoteType } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import {
  aStoredPlaylist,
  aVerifiedUser,
  startGatewayStack,
  waitFor,
  type GatewayStack,
  type TestUser,
} from '@sonic-nexus/test-kit';

const USERS = 30;
const TYPES: VoteType[] = ['fire', 'thumbs_up', 'trash'];
let s: GatewayStack<'user' | 'playlist' | 'vote' | 'notification'>;
let voters: TestUser[];

beforeAll(async () => {
  s = await startGatewayStack({
    label: 'votes_race',
    services: ['user', 'playlist', 'vote', 'notification'],
  });
  voters = await Promise.all(Array.from({ length: USERS }, () => aVerifiedUser(s)));
}, 180_000);

afterAll(() => s?.stop(), 30_000);

const typeOf = (i: number) => TYPES[i % TYPES.length];
const detail = async (id: string) => (await s.api.get(`/api/playlists/${id}`).expect(200)).body;
/** Waits until the playlist detail shows the expected counts. */
const converged = (id: string, expected: Record<string, number>) =>
  waitFor(
    async () => {
      const shown = await detail(id);
      return Object.entries(expected).every(([key, value]) => shown[key] === value);
    },
    { timeoutMs: 15_000, intervalMs: 100, what: `the detail showing ${JSON.stringify(expected)}` },
  );

it(`counts exactly when ${USERS} users vote at once, and return to 0 when all take it back`, async () => {
  const id = await aStoredPlaylist(s, voters[0], { title: 'Crowded' });
  const cast = (voter: TestUser, voteType: VoteType) =>
    s.api.post(`/api/playlists/${id}/vote`).set('Cookie', voter.cookie).send({ voteType });

  const answers = await Promise.all(voters.map((voter, i) => cast(voter, typeOf(i))));
  expect(answers.map((res) => res.status)).toEqual(voters.map(() => 200));
  expect(answers.map((res) => res.body.userVote)).toEqual(voters.map((_, i) => typeOf(i)));
  const expected = {
    fireVotes: voters.filter((_, i) => typeOf(i) === 'fire').length,
    thumbsUpVotes: voters.filter((_, i) => typeOf(i) === 'thumbs_up').length,
    trashVotes: voters.filter((_, i) => typeOf(i) === 'trash').length,
  };
  const stored = (await unary(s.clients.vote, s.clients.vote.getTallies, { playlistIds: [id] })).tallies[0];
  expect(stored).toMatchObject(expected);
  // Casts that reach the vote service together are written as one batch (group commit): one
  // version per write, at most one per cast. Every answer counts its own vote, and the answers of
  // the last write carry the final tallies.
  expect(stored.version).toBeGreaterThanOrEqual(1);
  expect(stored.version).toBeLessThanOrEqual(USERS);
  const totals = answers.map((res) => res.body.fireVotes + res.body.thumbsUpVotes + res.body.trashVotes);
  for (const total of totals) expect(total).toBeGreaterThanOrEqual(1);
  expect(Math.max(...totals)).toBe(USERS);
  expect(answers.find((res, i) => totals[i] === USERS)?.body).toMatchObject(expected);
  await converged(id, expected);

  const userVotes = await Promise.all(
    voters.map(
      async (voter) => (await s.api.get(`/api/playlists/${id}/user-vote`).set('Cookie', voter.cookie)).body,
    ),
  );
  expect(userVotes).toEqual(voters.map((_, i) => ({ userVote: typeOf(i) })));

  const removals = await Promise.all(voters.map((voter, i) => cast(voter, typeOf(i))));
  expect(removals.map((res) => [res.status, res.body.userVote])).toEqual(voters.map(() => [200, null]));
  const zero = { fireVotes: 0, thumbsUpVotes: 0, trashVotes: 0 };
  const afterRemovals = (await unary(s.clients.vote, s.clients.vote.getTallies, { playlistIds: [id] }))
    .tallies[0];
  expect(afterRemovals).toMatchObject(zero);
  expect(afterRemovals.version).toBeGreaterThan(stored.version);
  expect(afterRemovals.version).toBeLessThanOrEqual(stored.version + USERS);
  await converged(id, zero);
}, 90_000);
