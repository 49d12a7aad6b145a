// Two replicas of the user service on one database: this process and a child process. Names and
// ids stay unique when both write at once, and a logout through one ends the session on the other
// within its cache lifetime (session-cache.ts).
import * as grpc from '@grpc/grpc-js';
import { serverMessages } from '@sonic-nexus/contract';
import { user } from '@sonic-nexus/proto';
import { createClient, unary } from '@sonic-nexus/service-kit';
import {
  failure,
  spawnService,
  startServiceHarness,
  waitFor,
  type ServiceHarness,
  type SpawnedService,
} from '@sonic-nexus/test-kit';
import { userService } from '../src';
import { SESSION_CACHE_MS } from '../src/sessions/session-cache';

const run = `${Date.now().toString(36)}${process.pid}`;
let h: ServiceHarness<user.UserServiceClient, undefined>;
let other: SpawnedService;
let b: user.UserServiceClient;
const both = () => [h.client, b];
const register = (client: user.UserServiceClient, username: string, email: string) =>
  unary(client, client.register, { username, email, password: 'password123' }, { deadlineMs: 20_000 });

beforeAll(async () => {
  // Events leave as deployed (10 ms after a write), so each replica hears the other's follows.
  h = await startServiceHarness(userService, {
    label: 'replicas',
    client: user.UserServiceClient,
    env: { OUTBOX_INTERVAL_MS: '10' },
  });
  // The child's database is test_user_<runId>: the same as this harness's.
  other = await spawnService('user', h.dbName.replace(/^test_user_/, ''));
  b = createClient(user.UserServiceClient, other.address);
}, 40_000);
afterAll(async () => {
  b?.close();
  await other?.stop();
  await h?.close();
});

it('hands out distinct ids to 30 registrations spread over both replicas at once', async () => {
  const results = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      register(both()[i % 2]!, `Rep${i}_${run}`, `rep${i}_${run}@example.com`),
    ),
  );
  expect(new Set(results.map((r) => r.user!.id)).size).toBe(30);
});

it('gives a name raced for through both replicas to exactly one registration', async () => {
  const attempts = await Promise.allSettled(
    Array.from({ length: 8 }, (_, i) => register(both()[i % 2]!, `Dup${run}`, `dup${i}_${run}@example.com`)),
  );
  expect(attempts.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  for (const lost of attempts.filter((r) => r.status === 'rejected')) {
    expect(await failure(Promise.reject(lost.reason))).toEqual({
      code: grpc.status.ALREADY_EXISTS,
      details: serverMessages.usernameTaken,
    });
  }
});

it('ends on this replica a session logged out through the other', async () => {
  const res = await register(h.client, `Out${run}`, `out_${run}@example.com`);
  const sessionToken = res.sessionToken;
  for (const client of both()) {
    expect((await unary(client, client.getSessionUser, { sessionToken })).id).toBe(res.user!.id);
  }
  await unary(b, b.logout, { sessionToken });
  const ended = () =>
    unary(h.client, h.client.getSessionUser, { sessionToken }).then(
      () => false,
      (err: { code?: number }) => err.code === grpc.status.UNAUTHENTICATED,
    );
  await waitFor(ended, {
    timeoutMs: 10 * SESSION_CACHE_MS,
    intervalMs: 50,
    what: 'the logout seen by this replica',
  });
});

it('shows a follow and an unfollow made through one replica on the other within 1 s', async () => {
  const [fan, star] = await Promise.all([
    register(h.client, `Fan${run}`, `fan_${run}@example.com`),
    register(b, `Star${run}`, `star_${run}@example.com`),
  ]);
  const edge = { followerId: fan.user!.id, followingId: star.user!.id };
  const seenBy = (client: user.UserServiceClient, following: boolean) =>
    waitFor(async () => (await unary(client, client.getFollowingStatus, edge)).isFollowing === following, {
      timeoutMs: 1000,
      intervalMs: 20,
      what: `the ${following ? 'follow' : 'unfollow'} on the other replica`,
    });
  await unary(b, b.follow, edge);
  await seenBy(h.client, true);
  expect(await unary(h.client, h.client.getFollowCounts, { userId: star.user!.id })).toEqual({
    followerCount: 1,
    followingCount: 0,
  });
  await unary(h.client, h.client.unfollow, edge);
  await seenBy(b, false);
});

it('rebuilds the follows from the store in a replica started later', async () => {
  const [x, y] = await Promise.all([
    register(h.client, `Fx${run}`, `fx_${run}@example.com`),
    register(h.client, `Fy${run}`, `fy_${run}@example.com`),
  ]);
  await unary(h.client, h.client.follow, { followerId: x.user!.id, followingId: y.user!.id });
  await unary(h.client, h.client.follow, { followerId: y.user!.id, followingId: x.user!.id });
  await unary(h.client, h.client.unfollow, { followerId: y.user!.id, followingId: x.user!.id });
  const late = await spawnService('user', h.dbName.replace(/^test_user_/, ''));
  const c = createClient(user.UserServiceClient, late.address);
  try {
    expect(await unary(c, c.getFollowCounts, { userId: y.user!.id })).toEqual({
      followerCount: 1,
      followingCount: 0,
    });
    expect(
      (await unary(c, c.getFollowingStatus, { followerId: y.user!.id, followingId: x.user!.id })).isFollowing,
    ).toBe(false);
  } finally {
    c.close();
    await late.stop();
  }
}, 40_000);
