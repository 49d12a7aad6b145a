// PATCH /api/users/bio through the gateway over the real user service (spec §5, §7): at most 120
// characters with the spec's message, stored as written (markup included: the page renders it
// safely), shown at once by GET /api/user and to everyone; guests 401.
import { serverMessages, validationMessages } from '@sonic-nexus/contract';
import { aUser, startGatewayStack, type GatewayStack, type TestUser } from '@sonic-nexus/test-kit';

const ORIGIN = 'http://localhost:8080';
let s: GatewayStack<'user'>;
let ann: TestUser;
beforeAll(async () => {
  s = await startGatewayStack({ label: 'bio', services: ['user'] });
  ann = await aUser(s);
}, 120_000);
afterAll(() => s?.stop(), 30_000);

const patchBio = (who: TestUser | null, body: unknown) => {
  const call = s.api.patch('/api/users/bio').set('Origin', ORIGIN);
  return (who ? call.set('Cookie', who.cookie) : call).send(body as object);
};
const publicBio = async (id: number) => (await s.api.get(`/api/users/${id}`).expect(200)).body.bio;

it('sets the bio, answering the user; GET /api/user and the public user show it at once', async () => {
  await s.api.get('/api/user').set('Cookie', ann.cookie).expect(200); // now kept by the session cache
  const bio = 'Synthwave nerd. '.repeat(7).slice(0, 120);
  const res = await patchBio(ann, { bio }).expect(200);
  expect(res.body).toMatchObject({ id: ann.id, username: ann.username, email: ann.email, bio });
  expect((await s.api.get('/api/user').set('Cookie', ann.cookie).expect(200)).body.bio).toBe(bio);
  expect(await publicBio(ann.id)).toBe(bio);
});

it('refuses 121 characters with the spec message and stores nothing', async () => {
  await patchBio(ann, { bio: 'kept' }).expect(200);
  const res = await patchBio(ann, { bio: 'z'.repeat(121) }).expect(400);
  expect(res.body).toEqual({
    message: validationMessages.bioMax,
    errors: { bio: validationMessages.bioMax },
  });
  expect(await publicBio(ann.id)).toBe('kept');
});

it('stores markup exactly as written: escaping is the page’s job', async () => {
  const bio = '<script>alert("hi")</script> <img src=x onerror=alert(1)> & @nova';
  expect((await patchBio(ann, { bio }).expect(200)).body.bio).toBe(bio);
  expect(await publicBio(ann.id)).toBe(bio);
  const raw = await fetch(`${s.baseUrl}/api/users/${ann.id}`);
  expect(raw.headers.get('content-type')).toMatch(/^application\/json/);
});

it('clears the bio with an empty text', async () => {
  expect((await patchBio(ann, { bio: '' }).expect(200)).body.bio).toBe('');
  expect(await publicBio(ann.id)).toBe('');
});

it('refuses guests (401) and a body without a text bio (400)', async () => {
  expect((await patchBio(null, { bio: 'hi' }).expect(401)).body).toEqual({
    message: serverMessages.notAuthenticated,
  });
  await patchBio(ann, { bio: 'kept again' }).expect(200);
  await patchBio(ann, {}).expect(400);
  await patchBio(ann, { bio: 42 }).expect(400);
  expect(await publicBio(ann.id)).toBe('kept again');
});
