// Races for one free username through the real gateway and user service: two renames at once, or
// a rename and a registration at once, give one success and one 409 with the contract's message,
// never a 500, round after round; the name ends with exactly one account.
import { serverMessages } from '@sonic-nexus/contract';
import { aUser, startGatewayStack, uniqueUsername, type GatewayStack } from '@sonic-nexus/test-kit';

let stack: GatewayStack<'user'>;
let api: typeof stack.api;

beforeAll(async () => {
  stack = await startGatewayStack({ label: 'race', services: ['user'] });
  ({ api } = stack);
}, 90_000);

afterAll(() => stack?.stop(), 30_000);

const ROUNDS = Number(process.env.RACE_ROUNDS ?? 6);
const rename = (cookie: string, newUsername: string) =>
  api.post('/api/user/change-username').set('Cookie', cookie).send({ newUsername });
const register = (username: string) =>
  api
    .post('/api/register')
    .send({ username, email: `${uniqueUsername('m').toLowerCase()}@example.com`, password: 'password123' });
const taken = { message: serverMessages.usernameTaken };

it('two renames to one free name: one 200, one 409, never a 500', async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const [a, b] = await Promise.all([aUser(stack), aUser(stack)]);
    const name = uniqueUsername(`n${round}`);
    const answers = await Promise.all([rename(a.cookie, name), rename(b.cookie, name.toUpperCase())]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)?.body).toEqual(taken);
    const winner = answers[0].status === 200 ? a : b;
    const loser = winner === a ? b : a;
    expect((await api.get('/api/user').set('Cookie', winner.cookie).expect(200)).body.username).toMatch(
      new RegExp(`^${name}$`, 'i'),
    );
    // The loser keeps its name and its one change.
    const kept = (await api.get('/api/user').set('Cookie', loser.cookie).expect(200)).body;
    expect(kept).toMatchObject({ username: loser.username, usernameChanged: false });
  }
});

it('a rename racing a registration of the name: one wins, the other is 409', async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const a = await aUser(stack);
    const name = uniqueUsername(`g${round}`);
    // The registration hashes a password before it claims the name: the rename starts a little
    // later each round, so the two claims meet at different points.
    const late = new Promise((resolve) => setTimeout(resolve, round * 15));
    const [renamed, registered] = await Promise.all([
      late.then(() => rename(a.cookie, name)),
      register(name),
    ]);
    // exactly one of them took the name
    expect([
      [200, 409],
      [409, 201],
    ]).toContainEqual([renamed.status, registered.status]);
    const loser = renamed.status === 409 ? renamed : registered;
    expect(loser.body).toEqual(taken);
  }
});
