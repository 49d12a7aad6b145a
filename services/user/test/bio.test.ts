// The bio over real gRPC and FerretDB (spec §5): at most 120 characters with the spec's message,
// stored exactly as written (the page renders it safely), seen by everyone.
import * as grpc from '@grpc/grpc-js';
import { serverMessages, validationMessages } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import { failure } from '@sonic-nexus/test-kit';
import { startUserTestbed, type UserTestbed } from './support/user-harness';

let t: UserTestbed;
beforeAll(async () => {
  t = await startUserTestbed('bio');
}, 30_000);
afterAll(() => t?.close());

const updateBio = (userId: number, bio: string) => unary(t.h.client, t.h.client.updateBio, { userId, bio });
const publicBio = async (userId: number) => (await unary(t.h.client, t.h.client.getUser, { userId })).bio;

it('stores a bio of up to 120 characters and answers the user', async () => {
  const me = await t.newAccount('Ba');
  const bio = 'x'.repeat(120);
  const updated = await updateBio(me.id, bio);
  expect(updated).toMatchObject({ id: me.id, username: me.username, bio });
  expect(await publicBio(me.id)).toBe(bio);
  expect((await t.call.me(me.session)).bio).toBe(bio);
  expect((await updateBio(me.id, '')).bio).toBe(''); // cleared again
  expect(await publicBio(me.id)).toBe('');
});

it('refuses 121 characters with the spec message, and keeps the bio', async () => {
  const me = await t.newAccount('Bb');
  await updateBio(me.id, 'before');
  expect(await failure(updateBio(me.id, 'y'.repeat(121)))).toEqual({
    code: grpc.status.INVALID_ARGUMENT,
    details: validationMessages.bioMax,
  });
  expect(await publicBio(me.id)).toBe('before');
});

it('stores markup, spaces and line breaks exactly as written', async () => {
  const me = await t.newAccount('Bc');
  const bio = '  <script>alert("x")</script> & <b>hi</b>\n@handle  ';
  expect((await updateBio(me.id, bio)).bio).toBe(bio);
  expect(await publicBio(me.id)).toBe(bio);
});

it('refuses an unknown user', async () => {
  expect(await failure(updateBio(2_000_000_000, 'hi'))).toEqual({
    code: grpc.status.NOT_FOUND,
    details: serverMessages.userNotFound,
  });
});
