// Usernames, emails and verification/reset tokens are found by `_id` through key documents that
// also keep them unique; keys left by a crash are taken over; ids come from a guarded counter.
import { createHash } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { serverMessages } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import { failure } from '@sonic-nexus/test-kit';
import { KEY_CLAIM_GRACE_MS } from '../src/repository/name-keys';
import { startUserTestbed, type UserTestbed } from './support/user-harness';

interface KeyDoc {
  _id: string;
  userId: number;
  claimedAt: Date;
}

const run = `${Date.now().toString(36)}${process.pid}`;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
let t: UserTestbed;
const keys = (collection: string) => t.h.conn.collection<KeyDoc>(collection);
const register = (username: string, email: string) =>
  t.call.register({ username, email, password: 'password123' });
const taken = (details: string) => ({ code: grpc.status.ALREADY_EXISTS, details });
const invalidCredentials = {
  code: grpc.status.UNAUTHENTICATED,
  details: serverMessages.invalidCredentials,
};

beforeAll(async () => {
  t = await startUserTestbed('keys');
}, 30_000);
afterEach(() => t.clock.release());
afterAll(() => t?.close());

describe('usernames and emails as key documents', () => {
  it('claims both at registration, moves the username on rename, frees both on deletion', async () => {
    const a = await t.newAccount();
    const lower = a.username.toLowerCase();
    expect(await keys('usernames').findOne({ _id: lower })).toMatchObject({ userId: a.id });
    expect(await keys('emails').findOne({ _id: a.email.toLowerCase() })).toMatchObject({ userId: a.id });
    const newUsername = `R${a.username}`.slice(0, 50);
    await unary(t.h.client, t.h.client.changeUsername, { userId: a.id, newUsername });
    expect(await keys('usernames').findOne({ _id: newUsername.toLowerCase() })).toMatchObject({
      userId: a.id,
    });
    expect(await keys('usernames').findOne({ _id: lower })).toBeNull();
    expect((await register(a.username, `other_${run}@example.com`)).user?.username).toBe(a.username);

    await unary(t.h.client, t.h.client.deleteAccount, { userId: a.id });
    expect(await keys('usernames').findOne({ _id: newUsername.toLowerCase() })).toBeNull();
    expect(await keys('emails').findOne({ _id: a.email.toLowerCase() })).toBeNull();
  });

  it('keeps the key of a name its account won in a concurrent rename of its own', async () => {
    // Two renames of one account to one name (a double submit): the second's claim is 'held', its
    // write may come first, and the first then fails on "changed once" while the account holds
    // the name. The state that failure meets, written directly: the account already renamed.
    const a = await t.newAccount();
    const name = `D${a.username}`.slice(0, 50);
    await t.h.conn
      .collection('users')
      .updateOne(
        { _id: a.id as never },
        { $set: { username: name, usernameLower: name.toLowerCase(), usernameChanged: true } },
      );
    expect(
      await failure(unary(t.h.client, t.h.client.changeUsername, { userId: a.id, newUsername: name })),
    ).toEqual({
      code: grpc.status.FAILED_PRECONDITION,
      details: serverMessages.usernameAlreadyChanged,
    });
    expect(await keys('usernames').findOne({ _id: name.toLowerCase() })).toMatchObject({ userId: a.id });
    expect(await failure(register(name.toUpperCase(), `dbl_${run}@example.com`))).toEqual(
      taken(serverMessages.usernameTaken),
    );
  });

  it('gives a name that concurrent registrations race for to exactly one of them', async () => {
    const name = `Race${run}`;
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        register(i % 2 ? name.toUpperCase() : name, `race${i}_${run}@example.com`),
      ),
    );
    const won = attempts.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const lost of attempts.filter((r) => r.status === 'rejected')) {
      expect(await failure(Promise.reject(lost.reason))).toEqual(taken(serverMessages.usernameTaken));
    }
  });

  it('gives an email that concurrent registrations race for to exactly one, freeing the losers’ names', async () => {
    const email = `race_${run}@example.com`;
    const names = Array.from({ length: 10 }, (_, i) => `Mail${i}_${run}`);
    const attempts = await Promise.allSettled(
      names.map((n, i) => register(n, i % 2 ? email.toUpperCase() : email)),
    );
    expect(attempts.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const [i, r] of attempts.entries()) {
      if (r.status === 'fulfilled') continue;
      expect(await failure(Promise.reject(r.reason))).toEqual(taken(serverMessages.emailTaken));
      expect(await keys('usernames').findOne({ _id: names[i]!.toLowerCase() })).toBeNull();
    }
  });

  it('takes over the key of an account that never got written, once the claim is old', async () => {
    const name = `Ghost${run}`;
    await keys('usernames').insertOne({
      _id: name.toLowerCase(),
      userId: 987_654_321,
      claimedAt: t.clock.now(),
    });
    // Young: it may be a registration still writing its account.
    expect(await failure(register(name, `ghost_${run}@example.com`))).toEqual(
      taken(serverMessages.usernameTaken),
    );
    t.clock.advance(KEY_CLAIM_GRACE_MS);
    const res = await register(name, `ghost_${run}@example.com`);
    expect(await keys('usernames').findOne({ _id: name.toLowerCase() })).toMatchObject({
      userId: res.user!.id,
    });
    expect((await t.call.login(name, 'password123')).user?.id).toBe(res.user!.id);
  });

  it('takes over at once the key of a deleted account', async () => {
    const ghostId = 900_000_000 + process.pid;
    const freed = `~deleted~${ghostId}`;
    await t.h.conn.collection<Record<string, unknown> & { _id: number }>('users').insertOne({
      _id: ghostId,
      username: 'gone',
      usernameLower: freed,
      email: 'gone@example.com',
      emailLower: freed,
      deletedAt: new Date(),
    });
    const email = `tomb_${run}@example.com`;
    await keys('emails').insertOne({ _id: email, userId: ghostId, claimedAt: t.clock.now() });
    const res = await register(`Tomb${run}`, email);
    expect(await keys('emails').findOne({ _id: email })).toMatchObject({ userId: res.user!.id });
  });

  it('never signs in through a key its account does not hold, and takes such a key over once old', async () => {
    const a = await t.newAccount();
    const name = `Left${run}`;
    // A rename that claimed this name and crashed before writing the account.
    await keys('usernames').insertOne({ _id: name.toLowerCase(), userId: a.id, claimedAt: t.clock.now() });
    expect(await failure(t.call.login(name, a.password))).toEqual(invalidCredentials);
    expect(await failure(register(name, `left_${run}@example.com`))).toEqual(
      taken(serverMessages.usernameTaken),
    );
    t.clock.advance(KEY_CLAIM_GRACE_MS);
    const res = await register(name, `left_${run}@example.com`);
    expect((await t.call.login(name, 'password123')).user?.id).toBe(res.user!.id);
    expect((await t.call.login(a.username, a.password)).user?.id).toBe(a.id);
  });

  it('refuses a rename to a name another account holds and keeps both keys as they were', async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    expect(
      await failure(
        unary(t.h.client, t.h.client.changeUsername, { userId: a.id, newUsername: b.username.toUpperCase() }),
      ),
    ).toEqual(taken(serverMessages.usernameTaken));
    expect(await keys('usernames').findOne({ _id: a.username.toLowerCase() })).toMatchObject({
      userId: a.id,
    });
    expect(await keys('usernames').findOne({ _id: b.username.toLowerCase() })).toMatchObject({
      userId: b.id,
    });
  });
});

describe('the account key of a sign-in name (the gateway counts failed sign-ins under it)', () => {
  const keyOf = async (usernameOrEmail: string) =>
    (await unary(t.h.client, t.h.client.accountKey, { usernameOrEmail })).key;

  it('is the account for every spelling of its names, and follows a rename', async () => {
    const a = await t.newAccount();
    const spellings = [a.username, a.email, a.username.toUpperCase(), ` ${a.email.toUpperCase()} `];
    for (const name of spellings) expect(await keyOf(name)).toBe(`user:${a.id}`);
    const renamed = `N${a.username}`.slice(0, 50);
    await unary(t.h.client, t.h.client.changeUsername, { userId: a.id, newUsername: renamed });
    expect(await keyOf(renamed)).toBe(`user:${a.id}`);
    expect(await keyOf(a.username)).toBe(`name:${a.username.toLowerCase()}`);
  });

  it('is the name itself, trimmed and lower-cased, when no account holds it', async () => {
    expect(await keyOf(` Nobody_${run}@Example.com `)).toBe(`name:nobody_${run}@example.com`);
    expect(await keyOf('')).toBe('name:');
  });
});

describe('verification and reset tokens as key documents', () => {
  it('finds the account by the token hash; a replaced or used token stops working', async () => {
    const a = await t.newAccount();
    const first = sha256(a.verificationToken);
    expect(await keys('verification_tokens').findOne({ _id: first })).toMatchObject({ userId: a.id });
    await unary(t.h.client, t.h.client.resendVerification, { emailOrUsername: a.email });
    const env = await t.tap.waitFor(
      (e) => e.type === 'user.verification_requested' && e.aggregateId === String(a.id) && e.version > 1,
    );
    const token = env.payload?.$case === 'userVerificationRequested' ? env.payload.value.token : '';
    expect(await keys('verification_tokens').findOne({ _id: first })).toBeNull();
    const verify = (tok: string) => unary(t.h.client, t.h.client.verifyEmail, { token: tok });
    expect((await failure(verify(a.verificationToken))).code).toBe(grpc.status.FAILED_PRECONDITION);
    expect((await verify(token)).emailVerified).toBe(true);
    expect(await keys('verification_tokens').findOne({ _id: sha256(token) })).toBeNull();
    expect((await failure(verify(token))).code).toBe(grpc.status.FAILED_PRECONDITION);
  });

  it('keeps a reset token single use, and its expiry is checked though its key is there', async () => {
    const a = await t.newAccount();
    await unary(t.h.client, t.h.client.forgotPassword, { username: a.username });
    const token = await t.resetTokenOf(a.id, 0);
    expect(await keys('reset_tokens').findOne({ _id: sha256(token) })).toMatchObject({ userId: a.id });
    const valid = async () => (await unary(t.h.client, t.h.client.verifyResetToken, { token })).valid;
    t.clock.advance(3600_000 + 1000);
    expect(await valid()).toBe(false);
    t.clock.release();
    expect(await valid()).toBe(true);
    const reset = () => unary(t.h.client, t.h.client.resetPassword, { token, newPassword: 'new-password-1' });
    await reset();
    expect(await keys('reset_tokens').findOne({ _id: sha256(token) })).toBeNull();
    expect(await failure(reset())).toEqual({
      code: grpc.status.FAILED_PRECONDITION,
      details: serverMessages.resetTokenInvalid,
    });
    expect(await valid()).toBe(false);
  });
});

describe('user ids', () => {
  const counter = () => t.h.conn.collection<{ _id: string; value: number }>('counters');

  it('hands out distinct ids to 30 concurrent registrations from the counter', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => register(`Id${i}_${run}`, `id${i}_${run}@example.com`)),
    );
    const ids = results.map((r) => r.user!.id);
    expect(new Set(ids).size).toBe(30);
    expect((await counter().findOne({ _id: 'user_id' }))?.value).toBeGreaterThanOrEqual(Math.max(...ids));
  });

  it('never hands out an id twice when the counter falls back (a write of another replica lost)', async () => {
    const a = await t.newAccount();
    await counter().updateOne({ _id: 'user_id' }, { $set: { value: 0 } });
    const b = await register(`Back1_${run}`, `back1_${run}@example.com`);
    const c = await register(`Back2_${run}`, `back2_${run}@example.com`);
    expect(b.user!.id).toBeGreaterThan(a.id);
    expect(c.user!.id).toBeGreaterThan(b.user!.id);
  });
});
