// The served /api/openapi.json against real answers: every route of the table is called in the
// ways the gateway refuses before any handler (foreign Origin, non-JSON or oversized or broken
// bodies, no session, an unverified voter, a broken path) and once as a signed-in user with only
// the user service running (the others' routes answer 503). Each answer's status must be one the
// document lists for that operation, with the body schema it names.
import { apiRouteList, apiRoutes, errorBody, health, type ApiRoute } from '@sonic-nexus/contract';
import { aUser, startGatewayStack, type GatewayStack } from '@sonic-nexus/test-kit';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

let s: GatewayStack<'user'>;
let doc: Document;
let unverifiedCookie: string;

beforeAll(async () => {
  s = await startGatewayStack({ label: 'openapi_answers', services: ['user'] });
  doc = (await (await fetch(`${s.baseUrl}/api/openapi.json`)).json()) as Document;
  unverifiedCookie = (await aUser(s)).cookie;
}, 120_000);

afterAll(() => s?.stop(), 30_000);

const op = (route: ApiRoute) => `${route.method.toUpperCase()} ${route.path}`;
const writes = apiRouteList.filter((route) => route.method !== 'get');
const signedIn = apiRouteList.filter((route) => route.auth !== 'public');
const withParams = apiRouteList.filter((route) => route.params);
// Signing out and deleting the account would end the session the later calls use.
const stayingSignedIn = apiRouteList.filter(
  (route) => route !== apiRoutes.logout && route !== apiRoutes.deleteAccount,
);

/** The route's path with plausible parameters: a user id, or an id nothing has. */
function pathOf(route: ApiRoute, value?: string): string {
  return route.path.replace(
    /\{(\w+)\}/g,
    (_all, name: string) =>
      value ?? (name === 'userId' || route.path.startsWith('/api/users/{id}') ? '1' : 'no-such-id'),
  );
}

async function call(route: ApiRoute, init: RequestInit & { path?: string } = {}) {
  const res = await fetch(`${s.baseUrl}${init.path ?? pathOf(route)}`, {
    method: route.method.toUpperCase(),
    redirect: 'manual',
    ...init,
  });
  const type = res.headers.get('content-type') ?? '';
  const body: unknown = type.startsWith('application/json') ? await res.json() : await res.text();
  return { status: res.status, type, body };
}

/** Fails when the document does not list the answer, or its body is not the schema listed. */
function expectDocumented(route: ApiRoute, answer: { status: number; type: string; body: unknown }): void {
  const responses = doc.paths[route.path]?.[route.method]?.responses ?? {};
  const listed = Object.keys(responses).map(Number);
  expect(listed).toContain(answer.status);
  if (answer.status < 400) return;
  const ref = responses[String(answer.status)].content?.['application/json']?.schema?.$ref;
  expect(answer.type).toMatch(/^application\/json/);
  const schema = ref === '#/components/schemas/Health' ? health : errorBody;
  expect(ref).toMatch(/#\/components\/schemas\/(ErrorBody|Health)$/);
  expect(schema.safeParse(answer.body).success).toBe(true);
}

const json = { 'content-type': 'application/json' };

describe('the answers of every route are in /api/openapi.json', () => {
  it.each(writes.map((route) => [op(route), route] as const))(
    '%s: 403 to a foreign Origin, 415 to text, 413 to 200 KB, 400 to broken JSON',
    async (_op, route) => {
      const refused = await call(route, {
        headers: { ...json, origin: 'https://elsewhere.example' },
        body: '{}',
      });
      expect(refused.status).toBe(403);
      expectDocumented(route, refused);
      const tooLarge = await call(route, { headers: json, body: JSON.stringify({ a: 'x'.repeat(200_000) }) });
      expect(tooLarge.status).toBe(413);
      expectDocumented(route, tooLarge);
      const broken = await call(route, { headers: json, body: '{"a":' });
      expect(broken.status).toBe(400);
      expectDocumented(route, broken);
      if (route.bodyType === 'multipart') return; // the upload takes its form, not JSON
      const text = await call(route, { headers: { 'content-type': 'text/plain' }, body: 'hello' });
      expect(text.status).toBe(415);
      expectDocumented(route, text);
    },
  );

  it.each(signedIn.map((route) => [op(route), route] as const))(
    '%s: 401 without a session',
    async (_op, route) => {
      const answer = await call(route, route.method === 'get' ? {} : { headers: json, body: '{}' });
      expect(answer.status).toBe(401);
      expectDocumented(route, answer);
    },
  );

  it.each(withParams.map((route) => [op(route), route] as const))(
    '%s: 400 to a broken percent-encoding in the path',
    async (_op, route) => {
      const answer = await call(route, {
        path: pathOf(route, '%E0%A4%A'),
        ...(route.method === 'get' ? {} : { headers: json, body: '{}' }),
      });
      expect(answer.status).toBe(400);
      expectDocumented(route, answer);
    },
  );

  it('POST /api/playlists/{id}/vote: 403 to a signed-in voter whose email is not verified', async () => {
    const route = apiRouteList.find((r) => r.auth === 'verified');
    if (!route) throw new Error('no route needs a verified email');
    const answer = await call(route, {
      headers: { ...json, cookie: unverifiedCookie },
      body: JSON.stringify({ voteType: 'fire' }),
    });
    expect(answer.status).toBe(403);
    expectDocumented(route, answer);
  });

  it.each(stayingSignedIn.map((route) => [op(route), route] as const))(
    '%s: signed in, with only the user service up, answers as documented',
    async (_op, route) => {
      const answer = await call(route, {
        headers: { cookie: unverifiedCookie, ...(route.method === 'get' ? {} : json) },
        ...(route.method === 'get' ? {} : { body: '{}' }),
      });
      expectDocumented(route, answer);
    },
  );
});
