// Public users, profiles and statistics through the gateway over the real user, playlist and vote
// services: what anyone may see (never an email), the profile's playlists, each context's counts,
// 404 for unknown and deleted users.
import { serverMessages, validationMessages } from '@sonic-nexus/contract';
import { vote } from '@sonic-nexus/proto';
import { unary } from '@sonic-nexus/service-kit';
import { aStoredPlaylist, aUser, startGatewayStack, type GatewayStack } from '@sonic-nexus/test-kit';

let s: GatewayStack<'user' | 'playlist' | 'vote'>;
beforeAll(async () => {
  s = await startGatewayStack({ label: 'profiles', services: ['user', 'playlist', 'vote'] });
}, 120_000);
afterAll(() => s?.stop(), 30_000);

it('answers a user as anyone sees them, and their profile with their playlists', async () => {
  const curator = await aUser(s);
  const ids = [
    await aStoredPlaylist(s, curator, { title: 'Night Drive' }),
    await aStoredPlaylist(s, curator, { title: 'Morning Run' }),
  ];
  const res = await s.api.get(`/api/users/${curator.id}`).expect(200);
  expect(res.body).toEqual({
    id: curator.id,
    username: curator.username,
    profilePictureUrl: '',
    bio: '',
    createdAt: curator.user.createdAt,
  });
  const profile = (await s.api.get(`/api/users/${curator.id}/profile`).expect(200)).body;
  expect(profile.user).toEqual(res.body);
  expect(profile.playlists.map((p: { id: string }) => p.id).sort()).toEqual([...ids].sort());
  expect(JSON.stringify(profile)).not.toContain(curator.email);
});

it('answers 404 for an unknown or deleted user and 400 for a bad id', async () => {
  for (const path of ['/api/users/2000000000', '/api/users/2000000000/profile']) {
    expect((await s.api.get(path).expect(404)).body).toEqual({ message: serverMessages.userNotFound });
  }
  const gone = await aUser(s);
  await unary(s.clients.user, s.clients.user.deleteAccount, { userId: gone.id });
  expect((await s.api.get(`/api/users/${gone.id}`).expect(404)).body).toEqual({
    message: serverMessages.userNotFound,
  });
  const bad = await s.api.get('/api/users/abc').expect(400);
  expect(bad.body.message).toBe(validationMessages.userIdInvalid);
});

it('answers the statistics from each context: playlists, votes by kind, followers, following', async () => {
  const [curator, fan] = [await aUser(s), await aUser(s)];
  const [p1, p2] = [await aStoredPlaylist(s, curator), await aStoredPlaylist(s, curator)];
  const cast = (playlistId: string, voteType: vote.VoteType) =>
    unary(s.clients.vote, s.clients.vote.castVote, {
      playlistId,
      userId: fan.id,
      voteType,
      voterEmailVerified: true,
      playlistConfirmed: true,
    });
  await cast(p1, vote.VoteType.VOTE_TYPE_FIRE);
  await cast(p2, vote.VoteType.VOTE_TYPE_TRASH);
  await unary(s.clients.user, s.clients.user.follow, { followerId: fan.id, followingId: curator.id });

  expect((await s.api.get(`/api/users/${fan.id}/stats`).expect(200)).body).toEqual({
    playlistCount: 0,
    fireVotes: 1,
    thumbsUpVotes: 0,
    trashVotes: 1,
    followerCount: 0,
    followingCount: 1,
  });
  expect((await s.api.get(`/api/users/${curator.id}/stats`).expect(200)).body).toEqual({
    playlistCount: 2,
    fireVotes: 0,
    thumbsUpVotes: 0,
    trashVotes: 0,
    followerCount: 1,
    followingCount: 0,
  });
  expect((await s.api.get('/api/users/2000000000/stats').expect(404)).body).toEqual({
    message: serverMessages.userNotFound,
  });
});
