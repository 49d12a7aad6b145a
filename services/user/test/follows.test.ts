// Follows over real gRPC, FerretDB and NATS (spec §3, §4): idempotent follow and unfollow with the
// followed user's counts, status, the followers as public users, and their events.
import * as grpc from '@grpc/grpc-js';
import { serverMessages, validationMessages } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import { failure } from '@sonic-nexus/test-kit';
import { startUserTestbed, type UserTestbed } from './support/user-harness';

let t: UserTestbed;
beforeAll(async () => {
  t = await startUserTestbed('follows');
}, 30_000);
afterAll(() => t?.close());

const follow = (followerId: number, followingId: number) =>
  unary(t.h.client, t.h.client.follow, { followerId, followingId });
const unfollow = (followerId: number, followingId: number) =>
  unary(t.h.client, t.h.client.unfollow, { followerId, followingId });
const status = async (followerId: number, followingId: number) =>
  (await unary(t.h.client, t.h.client.getFollowingStatus, { followerId, followingId })).isFollowing;
const counts = (userId: number) => unary(t.h.client, t.h.client.getFollowCounts, { userId });

it('follows and unfollows idempotently, answering the followed user counts and status', async () => {
  const [ann, bob, cat] = [await t.newAccount('Fa'), await t.newAccount('Fb'), await t.newAccount('Fc')];
  expect(await follow(ann.id, bob.id)).toEqual({ followerCount: 1, followingCount: 0 });
  expect(await follow(ann.id, bob.id)).toEqual({ followerCount: 1, followingCount: 0 }); // again: no change
  expect(await follow(cat.id, bob.id)).toEqual({ followerCount: 2, followingCount: 0 });
  expect(await follow(bob.id, ann.id)).toEqual({ followerCount: 1, followingCount: 1 });
  expect([await status(ann.id, bob.id), await status(bob.id, cat.id)]).toEqual([true, false]);
  expect(await counts(ann.id)).toEqual({ followerCount: 1, followingCount: 1 });

  expect(await unfollow(ann.id, bob.id)).toEqual({ followerCount: 1, followingCount: 1 });
  expect(await unfollow(ann.id, bob.id)).toEqual({ followerCount: 1, followingCount: 1 });
  expect(await status(ann.id, bob.id)).toBe(false);
  expect(await counts(ann.id)).toEqual({ followerCount: 1, followingCount: 0 });
  // and again after an unfollow
  expect(await follow(ann.id, bob.id)).toEqual({ followerCount: 2, followingCount: 1 });

  // one event per change, versioned per edge, none for the repeats
  const edge = `${ann.id}:${bob.id}`;
  await t.tap.waitFor((e) => e.aggregateId === edge && e.version === 3);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(t.tap.seen.filter((e) => e.aggregateId === edge).map((e) => [e.type, e.version])).toEqual([
    ['user.followed', 1],
    ['user.unfollowed', 2],
    ['user.followed', 3],
  ]);
});

it('lists the followers as public users: id, username, picture, never the email', async () => {
  const [star, fan1, fan2] = [await t.newAccount('Fs'), await t.newAccount('Ff'), await t.newAccount('Fg')];
  await follow(fan1.id, star.id);
  await follow(fan2.id, star.id);
  const { users } = await unary(t.h.client, t.h.client.listFollowers, { userId: star.id });
  expect(users.map((u) => u.username).sort()).toEqual([fan1.username, fan2.username].sort());
  expect(JSON.stringify(users)).not.toContain('@example.com');
  expect((await unary(t.h.client, t.h.client.listFollowerIds, { userId: star.id })).userIds.sort()).toEqual(
    [fan1.id, fan2.id].sort(),
  );
});

it.each([
  [
    'oneself',
    (me: number) => ({ followerId: me, followingId: me }),
    grpc.status.INVALID_ARGUMENT,
    serverMessages.cannotFollowSelf,
  ],
  [
    'an unknown user',
    (me: number) => ({ followerId: me, followingId: 2_000_000_000 }),
    grpc.status.NOT_FOUND,
    serverMessages.userNotFound,
  ],
  [
    'user id 0',
    (me: number) => ({ followerId: me, followingId: 0 }),
    grpc.status.INVALID_ARGUMENT,
    validationMessages.userIdInvalid,
  ],
])('refuses to follow %s, and nothing changes', async (_label, request, code, details) => {
  const me = await t.newAccount('Fr');
  expect(await failure(unary(t.h.client, t.h.client.follow, request(me.id)))).toEqual({ code, details });
  expect(await counts(me.id)).toEqual({ followerCount: 0, followingCount: 0 });
});
