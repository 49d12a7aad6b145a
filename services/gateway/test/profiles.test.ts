// Public users and profiles through the gateway over the real user and playlist services: what
// anyone may see (never an email), the profile's playlists, 404 for unknown and deleted users.
import { serverMessages, validationMessages } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import { aStoredPlaylist, aUser, startGatewayStack, type GatewayStack } from '@sonic-nexus/test-kit';

let s: GatewayStack<'user' | 'playlist'>;
beforeAll(async () => {
  s = await startGatewayStack({ label: 'profiles', services: ['user', 'playlist'] });
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
