// Two replicas of the user service on one database: this process and a child process. Names and
// ids stay unique when both write at once, and a logout through one ends the session on the other
// within its cache lifetime (session-cache.ts).
import * as grpc from '@grpc/grpc-js';
import { serverMessages } from '@sonic-nexus/contract';
import { user } from '@sonic-nexus/proto';
import { createClient, unary } from '@sonic-nexus/service-kit';
import {
  failure,
  spawnService,
  startServiceHarness,
  waitFor,
  type ServiceHarness,
  type SpawnedService,
} from '@sonic-nexus/test-kit';
import { userService } from '../src';
import { SESSION_CACHE_MS } from '../src/sessions/session-cache';

const run = `${Date.now().toString(36)}${process.pid}`;
let h: ServiceHarness<user.UserServiceClient, undefined>;
let other: SpawnedService;
let b: user.UserServiceClient;
const both = () => [h.client, b];
const register = (client: user.UserServiceClient, username: string, email: string) =>
  unary(client, client.register, { username, email, password: 'password123' }, { deadlineMs: 20_000 });

beforeAll(async () => {
  h = await startServiceHarness(userService, { label: 'replicas', client: user.UserServiceClient });
  // The child's database is test_user_<runId>: the same as this harness's.
  other = await spawnService('user', h.dbName.replace(/^test_user_/, ''));
  b = createClient(user.UserServiceClient, other.address);
}, 40_000);
afterAll(async () => {
  b?.close();
  await other?.stop();
  await h?.close();
});

it('hands out distinct ids to 30 registrations spread over both replicas at once', async () => {
  const results = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      register(both()[i % 2]!, `Rep${i}_${run}`, `rep${i}_${run}@example.com`),
    ),
  );
  expect(new Set(results.map((r) => r.user!.id)).size).toBe(30);
});

it('gives a name raced for through both replicas to exactly one registration', async () => {
  const attempts = await Promise.allSettled(
    Array.from({ length: 8 }, (_, i) => register(both()[i % 2]!, `Dup${run}`, `dup${i}_${run}@example.com`)),
  );
  expect(attempts.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  for (const lost of attempts.filter((r) => r.status === 'rejected')) {
    expect(await failure(Promise.reject(lost.reason))).toEqual({
      code: grpc.status.ALREADY_EXISTS,
      details: serverMessages.usernameTaken,
    });
  }
});

it('ends on this replica a session logged out through the other', async () => {
  const res = await register(h.client, `Out${run}`, `out_${run}@example.com`);
  const sessionToken = res.sessionToken;
  for (const client of both()) {
    expect((await unary(client, client.getSessionUser, { sessionToken })).id).toBe(res.user!.id);
  }
  await unary(b, b.logout, { sessionToken });
  const ended = () =>
    unary(h.client, h.client.getSessionUser, { sessionToken }).then(
      () => false,
      (err: { code?: number }) => err.code === grpc.status.UNAUTHENTICATED,
    );
  await waitFor(ended, {
    timeoutMs: 10 * SESSION_CACHE_MS,
    intervalMs: 50,
    what: 'the logout seen by this replica',
  });
});
