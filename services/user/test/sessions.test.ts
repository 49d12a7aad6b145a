// Sessions by `_id` (the token hash), valid while their account lists them, and the short-lived
// cache of positive lookups. The service's clock is held still, so every lifetime is exact.
import * as grpc from '@grpc/grpc-js';
import { unary } from '@sonic-nexus/service-kit';
import { failure } from '@sonic-nexus/test-kit';
import { SESSION_CACHE_MS } from '../src/sessions/session-cache';
import { hashToken } from '../src/sessions/session-token';
import { startUserTestbed, type UserTestbed } from './support/user-harness';

const DAY = 24 * 3600_000;
let t: UserTestbed;
const sessions = () => t.h.conn.collection<{ _id: string; userId: number }>('sessions');
const accounts = () =>
  t.h.conn.collection<{ _id: number; sessionKeys: Array<{ tokenHash: string; expiresAt: Date }> }>('users');
const unauthenticated = async (token: string) => (await failure(t.call.me(token))).code;

beforeAll(async () => {
  t = await startUserTestbed('sessions');
}, 30_000);
afterEach(() => t.clock.release());
afterAll(() => t?.close());

describe('the session cache', () => {
  it('answers for at most SESSION_CACHE_MS a session another replica ended, then asks the store', async () => {
    const a = await t.newAccount();
    t.clock.freeze();
    expect((await t.call.me(a.session)).id).toBe(a.id);
    // Another replica's logout is a delete in the store, unseen by this process.
    await sessions().deleteOne({ _id: hashToken(a.session) });
    expect(SESSION_CACHE_MS).toBe(500); // with the gateway's 500 ms: within 1 s everywhere
    t.clock.advance(SESSION_CACHE_MS - 1);
    expect((await t.call.me(a.session)).id).toBe(a.id);
    t.clock.advance(1);
    expect(await unauthenticated(a.session)).toBe(grpc.status.UNAUTHENTICATED);
  });

  it("forgets a session at once on this process's own logout", async () => {
    const a = await t.newAccount();
    t.clock.freeze();
    expect((await t.call.me(a.session)).id).toBe(a.id);
    await t.call.logout(a.session);
    expect(await unauthenticated(a.session)).toBe(grpc.status.UNAUTHENTICATED);
  });

  it('never keeps a session past its own expiry, even within the cache lifetime', async () => {
    const a = await t.newAccount();
    const opened = await t.call.login(a.username, a.password);
    const expiresAt = new Date(opened.expiresAt).getTime();
    t.clock.freeze(new Date(expiresAt - SESSION_CACHE_MS / 2));
    expect((await t.call.me(opened.sessionToken)).id).toBe(a.id);
    t.clock.advance(SESSION_CACHE_MS / 2);
    expect(await unauthenticated(opened.sessionToken)).toBe(grpc.status.UNAUTHENTICATED);
  });

  it('answers the new state at once after this process writes the account', async () => {
    const a = await t.newAccount();
    t.clock.freeze();
    expect(await t.call.me(a.session)).toMatchObject({ emailVerified: false, username: a.username });
    await unary(t.h.client, t.h.client.verifyEmail, { token: a.verificationToken });
    expect((await t.call.me(a.session)).emailVerified).toBe(true);
    const newUsername = `N${a.username}`.slice(0, 50);
    await unary(t.h.client, t.h.client.changeUsername, { userId: a.id, newUsername });
    expect((await t.call.me(a.session)).username).toBe(newUsername);
  });

  it('ends every cached session at once on password reset and on deletion', async () => {
    const a = await t.newAccount();
    const second = await t.call.login(a.email, a.password);
    await unary(t.h.client, t.h.client.forgotPassword, { username: a.username });
    const token = await t.resetTokenOf(a.id, 0);
    t.clock.freeze();
    for (const s of [a.session, second.sessionToken]) expect((await t.call.me(s)).id).toBe(a.id);
    await unary(t.h.client, t.h.client.resetPassword, { token, newPassword: 'new-password-1' });
    for (const s of [a.session, second.sessionToken]) {
      expect(await unauthenticated(s)).toBe(grpc.status.UNAUTHENTICATED);
    }

    const b = await t.newAccount();
    expect((await t.call.me(b.session)).id).toBe(b.id);
    await unary(t.h.client, t.h.client.deleteAccount, { userId: b.id });
    expect(await unauthenticated(b.session)).toBe(grpc.status.UNAUTHENTICATED);
  });
});

describe('sessions by token hash', () => {
  it('is keyed by the hash and valid only while the account lists it', async () => {
    const a = await t.newAccount();
    const stored = await sessions().findOne({ _id: hashToken(a.session) });
    expect(stored).toMatchObject({ userId: a.id });
    const account = await accounts().findOne({ _id: a.id });
    expect(account?.sessionKeys.map((k) => k.tokenHash)).toEqual([hashToken(a.session)]);
    // Unlisted (as reset and deletion do in their one write): the stored session no longer counts.
    await accounts().updateOne({ _id: a.id }, { $set: { sessionKeys: [] } });
    expect(await unauthenticated(a.session)).toBe(grpc.status.UNAUTHENTICATED);
  });

  it('deletes the sessions a reset or a deletion ends, by their hashes', async () => {
    const a = await t.newAccount();
    const second = await t.call.login(a.username, a.password);
    await unary(t.h.client, t.h.client.deleteAccount, { userId: a.id });
    for (const s of [a.session, second.sessionToken]) {
      expect(await sessions().findOne({ _id: hashToken(s) })).toBeNull();
    }
  });

  it('sweeps expired sessions of the account at its next sign-in, and keeps live ones', async () => {
    const a = await t.newAccount();
    const early = await t.call.login(a.username, a.password); // expires a little after a.session
    t.clock.freeze(new Date(Date.now() + 30 * DAY + 60_000));
    const late = await t.call.login(a.username, a.password);
    const listed = (await accounts().findOne({ _id: a.id }))?.sessionKeys.map((k) => k.tokenHash);
    expect(listed).toEqual([hashToken(late.sessionToken)]);
    for (const s of [a.session, early.sessionToken]) {
      expect(await sessions().findOne({ _id: hashToken(s) })).toBeNull();
    }
    expect((await t.call.me(late.sessionToken)).id).toBe(a.id);
  });

  it('answers UNAUTHENTICATED for a logged-out session though the account still lists it', async () => {
    const a = await t.newAccount();
    await t.call.logout(a.session);
    const listed = (await accounts().findOne({ _id: a.id }))?.sessionKeys.map((k) => k.tokenHash);
    expect(listed).toContain(hashToken(a.session));
    expect(await unauthenticated(a.session)).toBe(grpc.status.UNAUTHENTICATED);
    expect(await t.call.logout(a.session)).toEqual({}); // a second logout is harmless
  });
});
