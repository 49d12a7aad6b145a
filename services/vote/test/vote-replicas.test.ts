// Two replicas of the vote service on one database and one NATS: this process and a child
// process. Each keeps its own read model, so each must see what the other wrote (within 1 s),
// and concurrent casts on one playlist through both must stay exact.
import { vote } from '@sonic-nexus/proto';
import { createClient, unary } from '@sonic-nexus/service-kit';
import { spawnService, waitFor, type SpawnedService } from '@sonic-nexus/test-kit';
import { planCasts, replay } from './support/cast-plan';
import { newPlaylistId, newUserId, useVoteHarness } from './support/vote-harness';
import { FIRE, TRASH } from './support/vote-types';

const h = useVoteHarness('replicas');
let other: SpawnedService;
let b: vote.VoteServiceClient;

beforeAll(async () => {
  // The child's database is test_vote_<runId>: the same as this harness's.
  other = await spawnService('vote', h.dbName.replace(/^test_vote_/, ''));
  b = createClient(vote.VoteServiceClient, other.address);
}, 40_000);
afterAll(async () => {
  b.close();
  await other.stop();
});

const castVia = (
  client: vote.VoteServiceClient,
  playlistId: string,
  userId: number,
  voteType: vote.VoteType,
) =>
  unary(
    client,
    client.castVote,
    { playlistId, userId, voteType, voterEmailVerified: true, playlistConfirmed: true },
    { deadlineMs: 20_000 },
  );
const talliesVia = async (client: vote.VoteServiceClient, playlistId: string) =>
  (await unary(client, client.getTallies, { playlistIds: [playlistId] })).tallies[0];

/** ms until `client` answers the cast's tallies and the caster's vote (fails past 1 s). */
async function msToSee(
  client: vote.VoteServiceClient,
  playlistId: string,
  userId: number,
  cast: vote.CastVoteResponse,
): Promise<number> {
  const began = Date.now();
  await waitFor(
    async () => {
      const [tallies, mine] = await Promise.all([
        talliesVia(client, playlistId),
        unary(client, client.getUserVote, { playlistId, userId }),
      ]);
      return tallies?.version === cast.tallies?.version && mine.userVote === cast.userVote;
    },
    { timeoutMs: 1000, intervalMs: 10, what: 'the other replica showing the cast' },
  );
  return Date.now() - began;
}

it('each replica answers a vote cast through the other within 1 s', async () => {
  const playlistId = newPlaylistId();
  const [ann, bob] = [newUserId(), newUserId()];

  const throughA = await castVia(h.client, playlistId, ann, FIRE);
  expect(await msToSee(b, playlistId, ann, throughA)).toBeLessThan(1000);
  const throughB = await castVia(b, playlistId, bob, TRASH);
  expect(throughB.tallies).toMatchObject({ fireVotes: 1, trashVotes: 1, version: 2 });
  expect(await msToSee(h.client, playlistId, bob, throughB)).toBeLessThan(1000);
  // fire history and stats too
  const history = await unary(b, b.listFireVoted, { userId: ann, page: 1, limit: 10 });
  expect(history).toEqual({ playlistIds: [playlistId], hasMore: false, total: 1 });
  expect(await unary(h.client, h.client.getUserVoteStats, { userId: bob })).toEqual({
    fireVotes: 0,
    thumbsUpVotes: 0,
    trashVotes: 1,
  });
});

it('stays exact when both replicas take concurrent casts on the same playlists', async () => {
  const users = Array.from({ length: 40 }, () => newUserId());
  const playlists = [newPlaylistId(), newPlaylistId()];
  const plan = planCasts(users, playlists, 200, 17);
  const expected = replay(plan, playlists);

  // Each user alternates between the replicas, cast after cast.
  const answers = await Promise.all(
    plan.map(async (casts, u) => {
      const mine = [];
      for (const [i, c] of casts.entries()) {
        mine.push(await castVia((u + i) % 2 === 0 ? h.client : b, c.playlistId, c.userId, c.voteType));
      }
      return mine;
    }),
  );
  expect(answers.map((mine) => mine.map((a) => a.userVote))).toEqual(expected.answers);

  for (const playlistId of playlists) {
    const want = expected.tallies(playlistId);
    // The stored snapshot is this replica's: it must first have applied the other's last casts
    // (an answer through B only says B applied them).
    const lastVersion = Math.max(
      ...answers.flat().flatMap((a) => (a.tallies?.playlistId === playlistId ? [a.tallies.version] : [])),
    );
    await waitFor(async () => (await talliesVia(h.client, playlistId))?.version === lastVersion, {
      timeoutMs: 1000,
      intervalMs: 10,
      what: 'this replica applying every cast',
    });
    expect(await h.storedCounts(playlistId)).toEqual(want);
    const stored = await h.storedDoc(playlistId);
    expect(stored).toMatchObject(want);
    // both read models converge on the stored document
    for (const client of [h.client, b]) {
      await waitFor(async () => (await talliesVia(client, playlistId))?.version === stored?.version, {
        timeoutMs: 1000,
        intervalMs: 10,
        what: 'a replica catching up',
      });
      expect(await talliesVia(client, playlistId)).toMatchObject(want);
    }
  }
  // (as sets: two casts of one user through two processes can share a millisecond)
  for (const userId of users) {
    for (const client of [h.client, b]) {
      const history = await unary(client, client.listFireVoted, { userId, page: 1, limit: 10 });
      expect(history.playlistIds.sort()).toEqual(expected.fireHistory(userId).sort());
    }
  }
}, 90_000);
