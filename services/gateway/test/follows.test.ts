// Follows through the gateway over the real user service (spec §7): status, counts, follow and
// unfollow with the new counts, the followers list without emails, and every refusal.
import { serverMessages, validationMessages } from '@sonic-nexus/contract';
import { aUser, startGatewayStack, type GatewayStack, type TestUser } from '@sonic-nexus/test-kit';

let s: GatewayStack<'user'>;
let ann: TestUser;
let bob: TestUser;
beforeAll(async () => {
  s = await startGatewayStack({ label: 'follows', services: ['user'] });
  [ann, bob] = await Promise.all([aUser(s), aUser(s)]);
}, 120_000);
afterAll(() => s?.stop(), 30_000);

const as = (who: TestUser) => ({
  follow: (userId: number) => s.api.post(`/api/users/${userId}/follow`).set('Cookie', who.cookie),
  unfollow: (userId: number) => s.api.delete(`/api/users/${userId}/follow`).set('Cookie', who.cookie),
  status: (userId: number) => s.api.get(`/api/users/${userId}/following-status`).set('Cookie', who.cookie),
  followers: () => s.api.get('/api/followers').set('Cookie', who.cookie),
});
const counts = (userId: number) => s.api.get(`/api/users/${userId}/follow-counts`);

it('follows and unfollows, answering the new counts and status; guests see the counts', async () => {
  expect((await as(ann).status(bob.id).expect(200)).body).toEqual({ isFollowing: false });
  expect((await as(ann).follow(bob.id).expect(200)).body).toEqual({
    followerCount: 1,
    followingCount: 0,
    isFollowing: true,
  });
  expect((await as(ann).follow(bob.id).expect(200)).body).toMatchObject({ followerCount: 1 });
  expect((await as(ann).status(bob.id).expect(200)).body).toEqual({ isFollowing: true });
  expect((await counts(bob.id).expect(200)).body).toEqual({ followerCount: 1, followingCount: 0 });
  expect((await counts(ann.id).expect(200)).body).toEqual({ followerCount: 0, followingCount: 1 });

  const followers = (await as(bob).followers().expect(200)).body as Array<Record<string, unknown>>;
  expect(followers.map((u) => [u.id, u.username])).toEqual([[ann.id, ann.username]]);
  expect(JSON.stringify(followers)).not.toContain(ann.email);

  expect((await as(ann).unfollow(bob.id).expect(200)).body).toEqual({
    followerCount: 0,
    followingCount: 0,
    isFollowing: false,
  });
  expect((await as(bob).followers().expect(200)).body).toEqual([]);
});

it('refuses guests, oneself, unknown users and bad ids, and changes nothing', async () => {
  await s.api.post(`/api/users/${bob.id}/follow`).expect(401);
  await s.api.get('/api/followers').expect(401);
  expect((await as(ann).follow(ann.id).expect(400)).body).toEqual({
    message: serverMessages.cannotFollowSelf,
  });
  expect((await as(ann).follow(2_000_000_000).expect(404)).body).toEqual({
    message: serverMessages.userNotFound,
  });
  expect((await as(ann).follow(0).expect(400)).body).toEqual({
    message: validationMessages.userIdInvalid,
    errors: { userId: validationMessages.userIdInvalid },
  });
  expect((await counts(ann.id).expect(200)).body).toEqual({ followerCount: 0, followingCount: 0 });
});
