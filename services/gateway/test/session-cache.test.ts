// The gateway keeps a session's user for at most 500 ms. Through this gateway an ended session stops
// at once (accounts.test.ts); ended behind it (straight at the user service, as through another
// gateway replica) it must stop within 1 s: 500 ms here plus the user service's own 500 ms.
import { serverMessages } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import { aUser, startGatewayStack, waitFor, type GatewayStack } from '@sonic-nexus/test-kit';

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
