// Admission by queueing time (issue 28) on the real gateway: a request the edge stamped long ago is
// refused at once with 503 and Retry-After and does nothing; a fresh one is served. A refusal
// keeps its connection when its small body has arrived, and closes it (telling the edge to close
// the client's too) when a body is still to come.
import http from 'node:http';
import net from 'node:net';
import { serverMessages } from '@sonic-nexus/contract';
import { sampleValue, scrapeMetrics, startGatewayStack, type GatewayStack } from '@sonic-nexus/test-kit';

let s: GatewayStack<'user' | 'playlist'>;
beforeAll(async () => {
  s = await startGatewayStack({
    label: 'queue-admission',
    services: ['user', 'playlist'],
    // every stamped request is judged, however little work there is (the default waits for 16)
    env: {
      READ_CACHE_TTL_MS: '0',
      ADMISSION_QUEUE_TARGET_MS: '10',
      ADMISSION_QUEUE_INTERVAL_MS: '100',
      ADMISSION_QUEUE_MIN_WORK: '0',
    },
  });
}, 120_000);
afterAll(() => s?.stop(), 30_000);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  socketReused: boolean;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

function ask(method: string, path: string, stampAgoMs: number | null, body?: string): Promise<Answer> {
  const url = new URL(path, s.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...(stampAgoMs === null ? {} : { 'x-request-start': `t=${Date.now() - stampAgoMs}` }),
          ...(body === undefined ? {} : { 'content-type': 'application/json', origin: s.baseUrl }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            socketReused: req.reusedSocket,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Runs `fn` while this client has one request in flight (a body still to come, for a few seconds):
 * a queue is shed only from clients with requests in flight.
 */
async function withOneInFlight<T>(fn: () => Promise<T>): Promise<T> {
  const { port } = new URL(s.baseUrl);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
  );
  socket.on('error', () => undefined);
  await new Promise((resolve) => setTimeout(resolve, 400)); // taken up by the gateway, even a cold one
  try {
    return await fn();
  } finally {
    socket.destroy();
  }
}

const shedCount = async () =>
  sampleValue(await scrapeMetrics(s.gatewayAdminPort), 'http_server_request_duration_seconds_count', {
    method: 'POST',
    route: 'shed',
    status_code: '503',
  }) ?? 0;

it('refuses a request stamped longer ago than an interval, before any work, with 503, Retry-After and the message', async () => {
  const before = await shedCount();
  const res = await withOneInFlight(() =>
    ask('POST', '/api/login', 500, JSON.stringify({ username: 'nobody', password: 'wrong-password' })),
  );
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('1');
  expect(JSON.parse(res.body)).toEqual({ message: serverMessages.serviceUnavailable });
  expect(await shedCount()).toBe(before + 1);
});

it('serves a late request from a client with nothing else in flight: a queue is shed from those who fill it', async () => {
  expect((await ask('GET', '/api/playlists?page=1&limit=4', 500)).status).toBe(200);
});

it('serves requests stamped a moment ago, and unstamped ones', async () => {
  expect((await ask('GET', '/api/playlists?page=1&limit=5', 1)).status).toBe(200);
  expect((await ask('GET', '/api/playlists?page=1&limit=6', null)).status).toBe(200);
});

it('keeps the connection of a refusal whose small body has arrived', async () => {
  await ask('GET', '/api/playlists?page=1&limit=7', null); // opens the agent's one connection
  const refused = await withOneInFlight(() =>
    ask('POST', '/api/login', 500, JSON.stringify({ username: 'a', password: 'b' })),
  );
  expect(refused.status).toBe(503);
  expect(refused.headers.connection).not.toBe('close');
  expect(refused.headers['x-unread-body']).toBeUndefined();
  const next = await ask('GET', '/api/playlists?page=1&limit=8', null);
  expect(next.status).toBe(200);
  expect(next.socketReused).toBe(true);
});

it('closes the connection of a refusal whose body is still to come, and marks it for the edge', async () => {
  const { port } = new URL(s.baseUrl);
  const head = await withOneInFlight(
    () =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
              `Content-Length: 1000\r\nX-Request-Start: t=${Date.now() - 500}\r\n\r\n{`,
          );
        });
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (text += chunk));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
        setTimeout(() => socket.destroy(new Error('the refusal did not close the connection')), 5_000);
      }),
  );
  expect(head).toMatch(/^HTTP\/1\.1 503 /);
  expect(head).toMatch(/\r\nconnection: close\r\n/i);
  expect(head).toMatch(/\r\nx-unread-body: 1\r\n/i);
});

describe('with the default minimum of work', () => {
  let quiet: GatewayStack<'user' | 'playlist'>;
  beforeAll(async () => {
    quiet = await startGatewayStack({
      label: 'queue-quiet',
      services: ['user', 'playlist'],
      env: { READ_CACHE_TTL_MS: '0', ADMISSION_QUEUE_TARGET_MS: '40' },
    });
  }, 120_000);
  afterAll(() => quiet?.stop(), 30_000);

  it('serves a late request on a quiet gateway: it met a busy host, not an overload', async () => {
    const res = await fetch(`${quiet.baseUrl}/api/playlists?page=1&limit=9`, {
      headers: { 'x-request-start': `t=${Date.now() - 2_000}` },
    });
    expect(res.status).toBe(200);
  });
});
