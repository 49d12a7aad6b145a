// The express app without backing services: routing, body limits, error shapes and the rule that
// a missing session never reaches the user service (its address here has nothing listening).
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import pino from 'pino';
import {
  apiRouteList,
  apiRoutes,
  serverMessages,
  validationMessages,
  type Health,
} from '@sonic-nexus/contract';
import { freePort } from '@sonic-nexus/test-kit';
import { createApp } from '../src/app';
import { closeClients, createClients, type ServiceClients } from '../src/clients';
import { configSchema } from '../src/config';

const publicUrl = 'http://localhost:8080';
const BODY_READ_TIMEOUT_MS = 600;
let clients: ServiceClients;
let app: ReturnType<typeof createApp>;

const degraded: Health = {
  status: 'degraded',
  services: {
    user: 'down',
    playlist: 'down',
    vote: 'down',
    notification: 'down',
    mongodb: 'up',
    nats: 'up',
    email: 'up',
    search: 'down',
  },
  search: { mode: 'embedded' },
  checkedAt: new Date(0).toISOString(),
  durationMs: 1,
};

beforeAll(async () => {
  const nowhere = `127.0.0.1:${await freePort()}`;
  const config = configSchema.parse({
    PUBLIC_URL: publicUrl,
    USER_SERVICE_ADDR: nowhere,
    PLAYLIST_SERVICE_ADDR: nowhere,
    VOTE_SERVICE_ADDR: nowhere,
    NOTIFICATION_SERVICE_ADDR: nowhere,
    BODY_READ_TIMEOUT_MS: String(BODY_READ_TIMEOUT_MS),
  });
  clients = createClients(config);
  app = createApp({ config, clients, logger: pino({ level: 'silent' }), health: async () => degraded });
});

afterAll(() => closeClients(clients));

describe('createApp', () => {
  it('sends the security headers on every answer: 401, 404, 503 and the document', async () => {
    const answers = await Promise.all([
      request(app).get('/api/user').expect(401),
      request(app).get('/api/nothing-here').expect(404),
      request(app).get('/api/user').set('Cookie', 'sn_session=abc').expect(503),
      request(app).get(apiRoutes.openApi.path).expect(200),
    ]);
    for (const res of answers) {
      expect(res.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
      });
    }
  });

  it('answers 400 JSON, not 500, for a path whose percent-encoding is broken', async () => {
    for (const path of ['/api/playlists/%E0%A4%A', '/api/users/%zz/profile', '/api/playlists/%']) {
      const res = await request(app).get(path).expect(400);
      expect(res.body).toEqual({ message: serverMessages.malformedUrl });
    }
  });

  it('answers OPTIONS with 204 and the methods the contract serves there, never a text body', async () => {
    const res = await request(app).options('/api/playlists').expect(204);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS, POST');
    expect(res.text).toBe('');
    const one = await request(app).options('/api/playlists/abc').expect(204);
    expect(one.headers.allow).toBe('DELETE, GET, HEAD, OPTIONS');
    expect((await request(app).options('/api/nothing-here').expect(404)).body).toEqual({
      message: serverMessages.notFound,
    });
  });

  it('answers 401 for /api/user without calling the user service', async () => {
    const res = await request(app).get('/api/user').expect(401);
    expect(res.body).toEqual({ message: serverMessages.notAuthenticated });
  });

  it('maps an unreachable service to 503 without leaking its address', async () => {
    const res = await request(app).get('/api/user').set('Cookie', 'sn_session=abc').expect(503);
    expect(res.body).toEqual({ message: serverMessages.serviceUnavailable });
    const feed = await request(app).get('/api/playlists').expect(503);
    expect(JSON.stringify(feed.body)).not.toContain('127.0.0.1');
  });

  it('validates the feed query before calling anything', async () => {
    const res = await request(app).get('/api/playlists?limit=0').expect(400);
    expect(res.body).toEqual({
      message: validationMessages.limitInvalid,
      errors: { limit: validationMessages.limitInvalid },
    });
  });

  it('answers 503 with the health body when a dependency is down', async () => {
    const res = await request(app).get('/api/health').expect(503);
    expect(res.body).toEqual(degraded);
  });

  it('answers JSON 404 for unknown paths', async () => {
    expect((await request(app).get('/api/nope').expect(404)).body).toEqual({
      message: serverMessages.notFound,
    });
    // Strict, case-sensitive routing: no second spelling of a route (issue 27).
    for (const path of ['/api/health/', '/API/health', '/api/Health']) {
      expect([path, (await request(app).get(path)).status]).toEqual([path, 404]);
    }
  });

  it('answers 405 with Allow for a method a contract path does not serve', async () => {
    const res = await request(app).delete('/api/user').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(res.body).toEqual({ message: serverMessages.methodNotAllowed });
    const trace = await request(app).trace('/api/playlists').expect(405);
    expect(trace.headers.allow).toBe('GET, HEAD, OPTIONS, POST');
    // A fixed path is never taken for a parameter of the route beside it (/api/users/{id}).
    const account = await request(app).get('/api/users/account').expect(405);
    expect(account.headers.allow).toBe('DELETE, OPTIONS');
  });

  it('answers 408 and closes the connection when a body trickles in past its deadline', async () => {
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const started = Date.now();
      const answer = await new Promise<{ text: string; closedAfterMs: number }>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            `POST /api/login HTTP/1.1\r\nHost: x\r\nOrigin: ${publicUrl}\r\n` +
              'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
          );
        });
        const trickle = setInterval(() => socket.write(' '), 100);
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => {
          clearInterval(trickle);
          resolve({ text, closedAfterMs: Date.now() - started });
        });
        socket.on('error', () => undefined);
      });
      expect(answer.text).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer.text).toContain(JSON.stringify({ message: serverMessages.requestTimeout }));
      expect(answer.closedAfterMs).toBeGreaterThanOrEqual(BODY_READ_TIMEOUT_MS - 50);
      expect(answer.closedAfterMs).toBeLessThan(BODY_READ_TIMEOUT_MS + 3_000);
    } finally {
      server.close();
    }
  });

  it('answers 400 for a body whose Content-Encoding does not decode', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await request(app)
        .post('/api/login')
        .set('Origin', publicUrl)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('{"username":"not compressed"}');
      expect([encoding, res.status, res.body]).toEqual([
        encoding,
        400,
        { message: serverMessages.bodyEncodingInvalid },
      ]);
    }
  });

  it('answers 413 JSON for a body over 100kb and 400 for malformed JSON', async () => {
    const big = { username: 'x'.repeat(101 * 1024), password: 'password1' };
    const tooLarge = await request(app).post('/api/login').set('Origin', publicUrl).send(big).expect(413);
    expect(tooLarge.body).toEqual({ message: serverMessages.payloadTooLarge });
    const malformed = await request(app)
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"username":')
      .expect(400);
    expect(malformed.body).toEqual({ message: serverMessages.invalidJson });
  });

  it('serves every contract route: auth and input first, then the service (down here: 503)', async () => {
    // No route falls through to the API's 404: each has a feature (no placeholder answers 501).
    const unserved: string[] = [];
    for (const route of apiRouteList) {
      const path = route.path.replace(/\{[^}]+\}/g, '7');
      const res = await request(app)[route.method](path).set('Origin', publicUrl);
      if (res.status === 404 || res.status === 501)
        unserved.push(`${route.method} ${route.path}: ${res.status}`);
    }
    expect(unserved).toEqual([]);
    await request(app).post('/api/playlists/abc/vote').send({ voteType: 'fire' }).expect(401);
    const bad = await request(app).post('/api/forgot-password').send({ username: '' }).expect(400);
    expect(bad.body.message).toBe(validationMessages.usernameFirst);
    await request(app).post('/api/forgot-password').send({ username: 'nova' }).expect(503);
    const badArtistId = await request(app).get('/api/users/abc/most-playlisted-artist').expect(400);
    expect(badArtistId.body.message).toBe(validationMessages.userIdInvalid);
    await request(app).get('/api/users/7/most-playlisted-artist').expect(503);
  });

  it("exempts the contract's multipart routes, and only them, from the JSON-only body rule", async () => {
    const form = (path: string) =>
      request(app)
        .post(path)
        .set('Origin', publicUrl)
        .set('Content-Type', 'multipart/form-data; boundary=x')
        .send('--x--');
    // Past the guard, the upload needs a session first.
    expect(apiRoutes.uploadPictureDirect.bodyType).toBe('multipart');
    await form(apiRoutes.uploadPictureDirect.path).expect(401);
    const json = await form(apiRoutes.createPictureUploadUrl.path).expect(415);
    expect(json.body).toEqual({ message: serverMessages.jsonRequired });
  });

  it('serves the OpenAPI document', async () => {
    const res = await request(app).get('/api/openapi.json').expect(200);
    expect(Object.keys(res.body.paths)).toContain('/api/playlists/{id}');
  });
});
