import * as grpc from '@grpc/grpc-js';
import { user } from '@sonic-nexus/proto';
import { checkHealth, connectMongo, createClient, createLogger, unary } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { createSessionRepository } from '../src/repository/session-repository';
import { createUserRepository } from '../src/repository/user-repository';
import { start, stop } from '../src/server';
import { hashSessionToken } from '../src/sessions/session-token';

const mongoUrl = process.env.TEST_MONGO_URL ?? '';
const natsUrl = process.env.TEST_NATS_URL ?? '';
const dbName = `test_user_${Date.now().toString(36)}`;
const env = (db: string) => ({
  MONGO_URL: mongoUrl,
  NATS_URL: natsUrl,
  MONGO_DB: db,
  USER_GRPC_PORT: '0',
  ADMIN_PORT: '0',
  LOG_LEVEL: 'silent',
});
const failure = (p: Promise<unknown>) =>
  p.then(
    () => ({ code: -1, details: 'unexpected success' }),
    (err: grpc.ServiceError) => ({ code: err.code, details: err.details }),
  );
const notAuthenticated = { code: grpc.status.UNAUTHENTICATED, details: 'Not authenticated' };

describe('user service over real gRPC', () => {
  let ports: { grpcPort: number; adminPort: number };
  let client: user.UserServiceClient;
  let conn: mongoose.Connection;
  const sessionUser = (sessionToken: string) => unary(client, client.getSessionUser, { sessionToken });

  beforeAll(async () => {
    if (!mongoUrl || !natsUrl)
      throw new Error('run through the root jest config (TEST_MONGO_URL, TEST_NATS_URL)');
    ports = await start(env(dbName));
    client = createClient(user.UserServiceClient, `127.0.0.1:${ports.grpcPort}`);
    conn = await connectMongo(mongoUrl, dbName, createLogger('user-test', 'silent'));
    const users = await createUserRepository(conn);
    const sessions = await createSessionRepository(conn);
    await users.insert({
      id: 1,
      username: 'Nova_Star',
      email: 'Nova@Example.com',
      passwordHash: 'not-a-real-hash',
      bio: 'cosmic beats',
      createdAt: new Date('2025-01-02T03:04:05.000Z'),
    });
    const hour = 3600_000;
    await sessions.insert({
      tokenHash: hashSessionToken('good-token'),
      userId: 1,
      expiresAt: new Date(Date.now() + hour),
    });
    await sessions.insert({
      tokenHash: hashSessionToken('old-token'),
      userId: 1,
      expiresAt: new Date(Date.now() - 1000),
    });
    await sessions.insert({
      tokenHash: hashSessionToken('orphan-token'),
      userId: 99,
      expiresAt: new Date(Date.now() + hour),
    });
  });

  afterAll(async () => {
    client.close();
    await stop();
    await conn.dropDatabase();
    await conn.close();
  });

  it('reports SERVING on gRPC health and ready on /readyz', async () => {
    expect(await checkHealth(`127.0.0.1:${ports.grpcPort}`)).toBe(true);
    const res = await fetch(`http://127.0.0.1:${ports.adminPort}/readyz`);
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

  it('answers UNAUTHENTICATED for unknown, empty, expired and orphaned sessions', async () => {
    expect(await failure(sessionUser('unknown-token'))).toEqual(notAuthenticated);
    expect(await failure(sessionUser(''))).toEqual(notAuthenticated);
    expect(await failure(sessionUser('old-token'))).toEqual(notAuthenticated);
    expect(await failure(sessionUser('orphan-token'))).toEqual(notAuthenticated);
  });

  it('stores only token hashes and keeps usernames and emails unique regardless of case', async () => {
    expect(await conn.collection('sessions').countDocuments({ tokenHash: 'good-token' })).toBe(0);
    const users = await createUserRepository(conn);
    const dup = { id: 2, email: 'other@example.com', passwordHash: 'x' };
    await expect(users.insert({ ...dup, username: 'nova_star' })).rejects.toMatchObject({ code: 11000 });
    await expect(
      users.insert({ ...dup, username: 'other', email: 'NOVA@example.com' }),
    ).rejects.toMatchObject({
      code: 11000,
    });
  });

  it('answers UNIMPLEMENTED for RPCs of later issues', async () => {
    expect(await failure(unary(client, client.listFollowerIds, { userId: 1 }))).toEqual({
      code: grpc.status.UNIMPLEMENTED,
      details: 'ListFollowerIds arrives with a later issue',
    });
  });
});

describe('user service stop', () => {
  it('refuses gRPC and admin connections after stop()', async () => {
    const ports = await start(env(`${dbName}_stop`));
    const address = `127.0.0.1:${ports.grpcPort}`;
    expect(await checkHealth(address)).toBe(true);
    await stop();
    const client = createClient(user.UserServiceClient, address);
    const res = await failure(
      unary(client, client.getSessionUser, { sessionToken: 'x' }, { deadlineMs: 1000 }),
    );
    expect(res.code).toBe(grpc.status.UNAVAILABLE);
    client.close();
    await expect(fetch(`http://127.0.0.1:${ports.adminPort}/healthz`)).rejects.toThrow();
  });
});
