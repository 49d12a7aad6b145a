// The session middleware's background refresh: a session the user service refuses stops at once,
// a user service that is down leaves the kept user to end with its life. The user service here is
// a stand-in answering GetSessionUser from a table (a unit test of the middleware alone; the real
// service is in test/session-cache.test.ts).
import { Metadata, status as GrpcStatus, type ServiceError } from '@grpc/grpc-js';
import type { user as userProto } from '@sonic-nexus/proto';
import type { Request, Response } from 'express';
import { sessionMiddleware, type Session } from './session';
import { createSessionUserCache } from './session-user-cache';

const failure = (code: GrpcStatus): ServiceError =>
  Object.assign(new Error(`code ${code}`), { code, details: '', metadata: new Metadata() });

function standIn(answer: () => ServiceError | userProto.User) {
  const client = {
    calls: 0,
    getSessionUser(
      _req: unknown,
      _metadata: unknown,
      _options: unknown,
      cb: (err: ServiceError | null, res?: userProto.User) => void,
    ) {
      client.calls += 1;
      const result = answer();
      setImmediate(() => (result instanceof Error ? cb(result) : cb(null, result)));
    },
  };
  return client;
}

const ann: userProto.User = {
  id: 1,
  username: 'ann',
  email: 'ann@example.com',
  bio: '',
  profilePictureUrl: '',
  usernameChanged: false,
  emailVerified: true,
  createdAt: '2026-11-22T00:00:00.000Z',
};

async function userOf(middleware: ReturnType<typeof sessionMiddleware>) {
  const req = { headers: { cookie: 'sn_session=token-a' } } as Request;
  const res = { locals: {} } as Response;
  middleware(req, res, () => undefined);
  return (res.locals.session as Session).user();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the background refresh of a kept session', () => {
  it.each([
    { what: 'refused (UNAUTHENTICATED)', code: GrpcStatus.UNAUTHENTICATED, next: null, sees: 'signed out' },
    { what: 'unknown (NOT_FOUND)', code: GrpcStatus.NOT_FOUND, next: null, sees: 'signed out' },
    { what: 'not answered (UNAVAILABLE)', code: GrpcStatus.UNAVAILABLE, next: 'ann', sees: 'the kept user' },
  ])('when the session is $what, the next call sees $sees', async ({ code, next }) => {
    // a watched entry (60 s), its refresh due somewhere between 18 s and 54 s
    const cache = createSessionUserCache({
      ttlMs: 60_000,
      watchedTtlMs: 60_000,
      noticesTrustedSince: () => 0,
      maxEntries: 10,
    });
    let answer: ServiceError | userProto.User = ann;
    const client = standIn(() => answer);
    const middleware = sessionMiddleware(client as unknown as userProto.UserServiceClient, cache);
    expect((await userOf(middleware))?.username).toBe('ann');
    answer = failure(code);
    const realNow = Date.now;
    Date.now = () => realNow() + 55_000; // past any entry's refresh moment, within its life
    try {
      expect((await userOf(middleware))?.username).toBe('ann'); // kept, refresh asked off the path
      await settle();
      expect(client.calls).toBe(2);
      if (next === null) {
        await expect(userOf(middleware)).resolves.toBeNull();
        expect(client.calls).toBe(3); // looked up again, not answered from the entry
      } else {
        expect((await userOf(middleware))?.username).toBe(next);
        expect(client.calls).toBe(2);
      }
    } finally {
      Date.now = realNow;
    }
  });
});
