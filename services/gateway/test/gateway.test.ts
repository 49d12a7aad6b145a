// The gateway process against the real user/playlist/vote/notification services (child processes
// too) and the real MongoDB-wire store, NATS and Mailpit from the jest globalSetup.
import { serverMessages, validationMessages } from '@sonic-nexus/contract';
import { startGatewayStack, type GatewayStack } from '@sonic-nexus/test-kit';

let stack: GatewayStack<'user' | 'playlist' | 'vote' | 'notification'>;
let api: typeof stack.api;

beforeAll(async () => {
  stack = await startGatewayStack({
    label: 'gateway',
    services: ['user', 'playlist', 'vote', 'notification'],
  });
  api = stack.api;
}, 90_000);

afterAll(() => stack?.stop(), 30_000);

describe('gateway with every service up', () => {
  it('reports every dependency up', async () => {
    const res = await api.get('/api/health').expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      services: {
        user: 'up',
        playlist: 'up',
        vote: 'up',
        notification: 'up',
        mongodb: 'up',
        nats: 'up',
        email: 'up',
        search: 'up',
      },
      search: { mode: 'embedded' },
    });
  });

  it('serves an empty first feed page', async () => {
    const res = await api.get('/api/playlists?page=1&limit=10').expect(200);
    expect(res.body).toEqual({ playlists: [], hasMore: false, currentPage: 1 });
  });

  it('serves the last page the wire can carry, empty', async () => {
    const res = await api.get('/api/playlists?page=2147483647&limit=50').expect(200);
    expect(res.body).toEqual({ playlists: [], hasMore: false, currentPage: 2147483647 });
  });

  it('serves an empty leaderboard and bounds its limit', async () => {
    expect((await api.get('/api/playlists/top?limit=100').expect(200)).body).toEqual([]);
    const res = await api.get('/api/playlists/top?limit=101').expect(400);
    expect(res.body.message).toBe(validationMessages.topLimitInvalid);
  });

  it.each([
    ['page=0&limit=10', validationMessages.pageInvalid, 'page'],
    ['page=abc', validationMessages.pageInvalid, 'page'],
    // int32 on the wire: one past it was a 500
    ['page=2147483648', validationMessages.pageInvalid, 'page'],
    ['page=99999999999999999999', validationMessages.pageInvalid, 'page'],
    ['page=1&limit=51', validationMessages.limitInvalid, 'limit'],
  ])('rejects ?%s with 400 and the message', async (query, message, field) => {
    const res = await api.get(`/api/playlists?${query}`).expect(400);
    expect(res.body).toEqual({ message, errors: { [field]: message } });
  });

  it('answers 401 for /api/user without a session, and for an unknown session', async () => {
    expect((await api.get('/api/user').expect(401)).body).toEqual({
      message: serverMessages.notAuthenticated,
    });
    const res = await api.get('/api/user').set('Cookie', 'sn_session=not-a-real-token').expect(401);
    expect(res.body).toEqual({ message: serverMessages.notAuthenticated });
  });

  it('answers JSON 404 for an unknown /api path and for an unknown playlist', async () => {
    expect((await api.get('/api/x').expect(404)).body).toEqual({ message: serverMessages.notFound });
    const res = await api.get('/api/playlists/00000000-0000-4000-8000-000000000000').expect(404);
    expect(typeof res.body.message).toBe('string');
  });

  it('refuses a POST from a foreign origin', async () => {
    const res = await api
      .post('/api/login')
      .set('Origin', 'https://evil.example')
      .send({ username: 'someone', password: 'password1' })
      .expect(403);
    expect(res.body).toEqual({ message: serverMessages.crossSiteRefused });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await api.get('/api/openapi.json').expect(200);
    expect(res.body.openapi).toMatch(/^3\.0\.\d+$/);
    expect(res.body.paths['/api/playlists'].get).toBeDefined();
  });
});

describe('gateway with a service down', () => {
  it('reports 503 with the stopped service down', async () => {
    await stack.services.vote.stop();
    const res = await api.get('/api/health').expect(503);
    expect(res.body.status).toBe('degraded');
    expect(res.body.services.vote).toBe('down');
    expect(res.body.services.playlist).toBe('up');
  });
});
