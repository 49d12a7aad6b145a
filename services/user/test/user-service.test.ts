import * as grpc from '@grpc/grpc-js';
import { user } from '@sonic-nexus/proto';
import { checkHealth, createClient, unary } from '@sonic-nexus/service-kit';
import { failure, startServiceHarness, type ServiceHarness } from '@sonic-nexus/test-kit';
import { stop, userService } from '../src';
import { createSessionRepository } from '../src/repository/session-repository';
import { createUserRepository } from '../src/repository/user-repository';
import { hashToken } from '../src/sessions/session-token';
import { startEventTap } from './support/event-tap';

type UserHarness = ServiceHarness<user.UserServiceClient, undefined>;
const startUserService = (label: string) =>
  startServiceHarness(userService, { label, client: user.UserServiceClient });
const notAuthenticated = { code: grpc.status.UNAUTHENTICATED, details: 'Not authenticated' };
// Accounts written here directly carry no events, so there is nothing for the relay to hear of.
const noOutbox = { outbox: { written: () => undefined } };

describe('user service over real gRPC', () => {
  let h: UserHarness;
  const sessionUser = (sessionToken: string) => unary(h.client, h.client.getSessionUser, { sessionToken });

  beforeAll(async () => {
    h = await startUserService('service');
    const users = await createUserRepository(h.conn, noOutbox);
    const sessions = await createSessionRepository(h.conn);
    const hour = 3600_000;
    const good = { tokenHash: hashToken('good-token'), expiresAt: new Date(Date.now() + hour) };
    const old = { tokenHash: hashToken('old-token'), expiresAt: new Date(Date.now() - 1000) };
    // A session is valid only while its account lists it; 'unlisted-token' never was.
    await users.insert({
      id: 1,
      username: 'Nova_Star',
      email: 'Nova@Example.com',
      passwordHash: 'not-a-real-hash',
      bio: 'cosmic beats',
      createdAt: new Date('2025-01-02T03:04:05.000Z'),
      sessionKeys: [good, old],
    });
    await sessions.insert({ ...good, userId: 1 });
    await sessions.insert({ ...old, userId: 1 });
    await sessions.insert({
      tokenHash: hashToken('unlisted-token'),
      userId: 1,
      expiresAt: new Date(Date.now() + hour),
    });
    await sessions.insert({
      tokenHash: hashToken('orphan-token'),
      userId: 99,
      expiresAt: new Date(Date.now() + hour),
    });
  });

  afterAll(() => h?.close());

  it('reports SERVING on gRPC health and ready on /readyz', async () => {
    expect(await checkHealth(`127.0.0.1:${h.ports.grpcPort}`)).toBe(true);
    const res = await fetch(`http://127.0.0.1:${h.ports.adminPort}/readyz`);
    expect(res.status).toBe(200);
  });

  it('returns the user of a valid session, without secrets', async () => {
    expect(await sessionUser('good-token')).toEqual({
      id: 1,
      username: 'Nova_Star',
      email: 'Nova@Example.com',
      bio: 'cosmic beats',
      profilePictureUrl: '',
      usernameChanged: false,
      emailVerified: false,
      createdAt: '2025-01-02T03:04:05.000Z',
    });
  });

  it('answers UNAUTHENTICATED for unknown, empty, expired, unlisted and orphaned sessions', async () => {
    expect(await failure(sessionUser('unknown-token'))).toEqual(notAuthenticated);
    expect(await failure(sessionUser(''))).toEqual(notAuthenticated);
    expect(await failure(sessionUser('old-token'))).toEqual(notAuthenticated);
    expect(await failure(sessionUser('unlisted-token'))).toEqual(notAuthenticated);
    expect(await failure(sessionUser('orphan-token'))).toEqual(notAuthenticated);
  });

  it('stores only token hashes and keeps usernames and emails unique regardless of case', async () => {
    const stored = h.conn.collection<{ _id: string }>('sessions');
    expect(await stored.findOne({ _id: 'good-token' })).toBeNull();
    expect(await stored.findOne({ _id: hashToken('good-token') })).toMatchObject({ userId: 1 });
    const users = await createUserRepository(h.conn, noOutbox);
    const dup = { id: 2, email: 'other@example.com', passwordHash: 'x' };
    await expect(users.insert({ ...dup, username: 'nova_star' })).rejects.toMatchObject({ code: 11000 });
    await expect(
      users.insert({ ...dup, username: 'other', email: 'NOVA@example.com' }),
    ).rejects.toMatchObject({
      code: 11000,
    });
  });

  it('relays the events stored with an account byte for byte, then empties its outbox', async () => {
    const tap = await startEventTap(h.nc);
    try {
      const res = await unary(h.client, h.client.register, {
        username: 'Relay_Star',
        email: 'relay@example.com',
        password: 'password123',
      });
      const id = res.user!.id;
      const stored = await h.conn.collection('users').findOne({ _id: id as never });
      const pending = (stored?.pendingEvents ?? []) as Array<{
        subject: string;
        data: { buffer: Uint8Array };
      }>;
      expect(pending.map((e) => e.subject)).toEqual(['user.registered', 'user.verification_requested']);
      expect(await h.flush()).toBe(2);
      await tap.waitFor((e) => e.type === 'user.verification_requested' && e.aggregateId === String(id));
      const published = tap.messages.filter((m) => m.envelope.aggregateId === String(id));
      expect(published.map((m) => m.subject)).toEqual(pending.map((e) => e.subject));
      published.forEach((m, i) => expect(Buffer.from(m.data)).toEqual(Buffer.from(pending[i]!.data.buffer)));
      const after = await h.conn.collection('users').findOne({ _id: id as never });
      expect(after?.pendingEvents).toEqual([]);
    } finally {
      await tap.stop();
    }
  });

  it('answers UNIMPLEMENTED for RPCs not built yet', async () => {
    expect(await failure(unary(h.client, h.client.getUsers, { userIds: [1] }))).toEqual({
      code: grpc.status.UNIMPLEMENTED,
      details: 'GetUsers is not implemented yet',
    });
  });
});

describe('user service stop', () => {
  it('refuses gRPC and admin connections after stop()', async () => {
    const h = await startUserService('stop');
    try {
      const address = `127.0.0.1:${h.ports.grpcPort}`;
      expect(await checkHealth(address)).toBe(true);
      await stop();
      const client = createClient(user.UserServiceClient, address);
      const res = await failure(
        unary(client, client.getSessionUser, { sessionToken: 'x' }, { deadlineMs: 1000 }),
      );
      expect(res.code).toBe(grpc.status.UNAVAILABLE);
      client.close();
      await expect(fetch(`http://127.0.0.1:${h.ports.adminPort}/healthz`)).rejects.toThrow();
    } finally {
      await h.close();
    }
  });
});
