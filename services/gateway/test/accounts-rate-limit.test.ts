// Rate limits of the account calls, lowered by env, through the real gateway and user service,
// the counters in a JetStream KV bucket on the real NATS (RATE_LIMIT_STORE=nats, as with several
// replicas). Loopback is not exempt; X-Forwarded-For (trusted from the local edge) names other clients.
import { jetstreamManager } from '@nats-io/jetstream';
import { serverMessages } from '@sonic-nexus/contract';
import { connectNats, createLogger, unary } from '@sonic-nexus/service-kit';
import { aUser, startGatewayStack, testEnv, uniqueUsername, type GatewayStack } from '@sonic-nexus/test-kit';

let stack: GatewayStack<'user' | 'notification'>;
let api: typeof stack.api;
let runId: string;
const bucket = `rl_${Date.now().toString(36)}_${process.pid}`;

beforeAll(async () => {
  stack = await startGatewayStack({
    label: 'rl',
    services: ['user', 'notification'],
    env: {
      PUBLIC_URL: 'https://sonic.example',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
      RATE_LIMIT_LOGIN_PER_CLIENT: '5',
      RATE_LIMIT_REGISTER_PER_CLIENT: '2',
      RATE_LIMIT_EMAIL_PER_ACCOUNT: '2',
      RATE_LIMIT_EMAIL_PER_CLIENT: '3',
      RATE_LIMIT_STORE: 'nats',
      RATE_LIMIT_KV_BUCKET: bucket,
    },
  });
  ({ api, runId } = stack);
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  const nc = await connectNats(testEnv('TEST_NATS_URL'), 'rl-cleanup', createLogger('rl', 'silent'));
  await (await jetstreamManager(nc)).streams.delete(`KV_${bucket}`).catch(() => undefined);
  await nc.drain();
}, 30_000);

const tooMany = { message: serverMessages.tooManyRequests };
/** An account registered with the user service itself: this client's registrations are limited. */
const anAccount = async () => {
  const username = uniqueUsername('acct');
  const email = `${username.toLowerCase()}@example.com`;
  await unary(stack.clients.user, stack.clients.user.register, { username, email, password: 'password123' });
  return { username, email };
};
const login = (username: string, password: string, client?: string) => {
  const req = api.post('/api/login');
  if (client) req.set('X-Forwarded-For', client);
  return req.send({ username, password });
};

it('counts failed sign-ins per account and client: the attacker is stopped, the owner is not', async () => {
  const a = await aUser(stack);
  for (let i = 0; i < 3; i += 1) await login(a.username, 'wrong-password', '10.0.0.1').expect(401);
  // From the attacker's address even the right password is refused now...
  const limited = await login(a.username, a.password, '10.0.0.1').expect(429);
  expect(limited.body).toEqual(tooMany);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.headers['set-cookie']).toBeUndefined();
  expect((await login(a.username.toUpperCase(), 'wrong-password', '10.0.0.1').expect(429)).body).toEqual(
    tooMany,
  );
  // ...while the owner, elsewhere, still signs in.
  const owner = await login(a.username, a.password, '10.0.0.2').expect(200);
  expect(owner.body).toMatchObject({ id: a.id });
});

it('counts failed sign-ins per account whatever its spelling: username and email share one budget', async () => {
  const a = { ...(await anAccount()), password: 'password123' };
  await login(a.username, 'wrong-password', '10.0.8.1').expect(401);
  await login(a.email, 'wrong-password', '10.0.8.1').expect(401);
  await login(` ${a.email.toUpperCase()} `, 'wrong-password', '10.0.8.1').expect(401);
  // Three failures of the account from this client, whichever spelling: every spelling is refused.
  for (const name of [a.username, a.email, a.username.toUpperCase()]) {
    expect((await login(name, a.password, '10.0.8.1').expect(429)).body).toEqual(tooMany);
  }
  // The same answer as ever for a failure, known account or not (no account enumeration).
  const unknown = await login(`nobody_${runId}@example.com`, 'wrong-password', '10.0.8.2').expect(401);
  const known = await login(a.email, 'wrong-password', '10.0.8.2').expect(401);
  expect(known.body).toEqual(unknown.body);
  // The owner elsewhere is not held back.
  await login(a.email, a.password, '10.0.8.3').expect(200);
});

it('does not count successful sign-ins', async () => {
  const a = await aUser(stack);
  for (let i = 0; i < 6; i += 1) await login(a.email, a.password, '10.0.0.3').expect(200);
  // Two failures after six successes are still under the limit of three.
  for (let i = 0; i < 2; i += 1) await login(a.email, 'wrong-password', '10.0.0.3').expect(401);
  await login(a.email, a.password, '10.0.0.3').expect(200);
});

it('limits failed sign-ins per client across accounts (spraying), loopback included', async () => {
  for (let i = 0; i < 5; i += 1) await login(`nobody${i}_${runId}`, 'password123').expect(401);
  expect((await login(`nobody9_${runId}`, 'password123').expect(429)).body).toEqual(tooMany);
  await login(`nobody9_${runId}`, 'password123', '10.0.0.9').expect(401);
});

it('limits registrations per client; the refused one creates nothing', async () => {
  const register = (username: string) =>
    api
      .post('/api/register')
      .set('X-Forwarded-For', '10.0.0.4')
      .send({ username, email: `${username.toLowerCase()}@example.com`, password: 'password123' });
  const first = await register(uniqueUsername('r1')).expect(201);
  expect(String(first.headers['set-cookie'])).toMatch(/; Secure/); // PUBLIC_URL is https
  await register(uniqueUsername('r2')).expect(201);
  const refused = uniqueUsername('r3');
  expect((await register(refused).expect(429)).body).toEqual(tooMany);
  await login(refused, 'password123', '10.0.0.5').expect(401);
});

it('limits forgot-password per account from each client, and per client', async () => {
  const forgot = (username: string, client: string) =>
    api.post('/api/forgot-password').set('X-Forwarded-For', client).send({ username });
  const name = `acct_${runId}`;
  await forgot(name, '10.0.1.1').expect(200);
  await forgot(name.toUpperCase(), '10.0.1.1').expect(200);
  expect((await forgot(name, '10.0.1.1').expect(429)).body).toEqual(tooMany);
  // The client's own limit across accounts: its third request, whatever the account.
  await forgot(`other_${runId}`, '10.0.1.2').expect(200);
  await forgot(`another_${runId}`, '10.0.1.2').expect(200);
  await forgot(`yet_another_${runId}`, '10.0.1.2').expect(200);
  expect((await forgot(`one_more_${runId}`, '10.0.1.2').expect(429)).body).toEqual(tooMany);
});

it("leaves the owner's password reset alone however many strangers elsewhere ask for it", async () => {
  const victim = await anAccount();
  const forgot = (client: string) =>
    api.post('/api/forgot-password').set('X-Forwarded-For', client).send({ username: victim.username });
  // Eight other addresses each use up what they may ask for the victim's account...
  for (let n = 1; n <= 8; n += 1) {
    for (let i = 0; i < 2; i += 1) await forgot(`10.0.6.${n}`).expect(200);
    expect((await forgot(`10.0.6.${n}`).expect(429)).body).toEqual(tooMany);
  }
  // ...and the owner, from their own address, still gets the reset mail.
  await forgot('10.0.7.1').expect(200);
  await forgot('10.0.7.1').expect(200);
});

it('limits resend-verification per client, and per account from each client', async () => {
  const resend = (email: string, client = '10.0.2.1') =>
    api.post('/api/resend-verification').set('X-Forwarded-For', client).send({ email });
  for (let i = 0; i < 3; i += 1) await resend(`x${i}_${runId}@example.com`).expect(200);
  expect((await resend(`x9_${runId}@example.com`).expect(429)).body).toEqual(tooMany);

  const owner = await anAccount();
  for (let n = 1; n <= 4; n += 1) {
    for (let i = 0; i < 2; i += 1) await resend(owner.email, `10.0.9.${n}`).expect(200);
    expect((await resend(owner.email, `10.0.9.${n}`).expect(429)).body).toEqual(tooMany);
  }
  await resend(owner.email, '10.0.9.100').expect(200);
});
