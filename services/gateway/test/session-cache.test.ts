// The gateway keeps a session's user: for 500 ms, or up to 30 s while the user service's session
// notices are trusted (every change announced at once, every replica beating). Through this
// gateway an ended session stops at once (accounts.test.ts); ended behind it (straight at the user
// service, as through another gateway replica) it must stop within 1 s all the same.
import { serverMessages } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import {
  aUser,
  sampleValue,
  scrapeMetrics,
  startGatewayStack,
  waitFor,
  type GatewayStack,
} from '@sonic-nexus/test-kit';

let stack: GatewayStack<'user' | 'notification'>;

beforeAll(async () => {
  stack = await startGatewayStack({ label: 'sessioncache', services: ['user', 'notification'] });
}, 90_000);

afterAll(() => stack?.stop(), 30_000);

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

it('stops answering a session ended behind the gateway within 1 s', async () => {
  const ann = await aUser(stack);
  await stack.api.get('/api/user').set('Cookie', ann.cookie).expect(200); // now kept by the gateway
  await stack.api.get('/api/user').set('Cookie', ann.cookie).expect(200);

  const client = stack.clients.user;
  await unary(client, client.logout, { sessionToken: tokenOf(ann.cookie) });
  const ended = Date.now();
  await waitFor(async () => (await stack.api.get('/api/user').set('Cookie', ann.cookie)).status === 401, {
    timeoutMs: 1000,
    intervalMs: 20,
    what: 'the ended session refused',
  });
  expect(Date.now() - ended).toBeLessThanOrEqual(1000);
  const refused = await stack.api.get('/api/user').set('Cookie', ann.cookie).expect(401);
  expect(refused.body).toEqual({ message: serverMessages.notAuthenticated });
});

it('forgets a kept session as soon as it signs out through the gateway', async () => {
  const bob = await aUser(stack);
  await stack.api.get('/api/user').set('Cookie', bob.cookie).expect(200);
  await stack.api
    .post('/api/logout')
    .set('Cookie', bob.cookie)
    .set('Origin', 'http://localhost:8080')
    .expect(200);
  await stack.api.get('/api/user').set('Cookie', bob.cookie).expect(401);
});

/** How many session lookups the user service has answered. */
const lookups = async () =>
  sampleValue(await scrapeMetrics(stack.services.user.adminPort), 'grpc_server_handled_total', {
    grpc_service: 'sonicnexus.user.v1.UserService',
    grpc_method: 'GetSessionUser',
    grpc_type: 'unary',
    grpc_code: 'OK',
  }) ?? 0;

it('asks the user service once for a user calling again and again over seconds, while the notices are trusted', async () => {
  const cy = await aUser(stack);
  await stack.api.get('/api/user').set('Cookie', cy.cookie).expect(200);
  const before = await lookups();
  for (let i = 0; i < 4; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 600)); // past the short life each time
    await stack.api.get('/api/user').set('Cookie', cy.cookie).expect(200);
  }
  expect(await lookups()).toBe(before);
});

it('keeps a user only 500 ms once the user service stops beating (a notice could be missed)', async () => {
  const dee = await aUser(stack);
  await stack.api.get('/api/user').set('Cookie', dee.cookie).expect(200);
  stack.services.user.pause(); // no beats, no answers
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    // kept longer than 500 ms would answer 200 from memory; asked, the paused service cannot answer
    const res = await stack.api.get('/api/user').set('Cookie', dee.cookie);
    expect(res.status).not.toBe(200);
  } finally {
    stack.services.user.resume();
  }
  await waitFor(async () => (await stack.api.get('/api/user').set('Cookie', dee.cookie)).status === 200, {
    timeoutMs: 10_000,
    intervalMs: 100,
    what: 'the session served again',
  });
});
