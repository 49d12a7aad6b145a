// Issue 27, replayed against the real edge (Caddy with deploy/local/Caddyfile) in front of the real
// gateway over all four services, with the gateway's shipped limits: one attacker on its own
// loopback address (127.0.0.2) trickles bodies on 600 connections, then floods unread-count
// streams from one session; meanwhile a bystander on 127.0.0.1 reads the feed, signs in and reads
// the health report, and every one of those answers must be a 200. Gateway memory is read from its
// own /metrics. The figures are printed; `npm run bench` holds the bystander's p99 to 1 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverMessages, UNREAD_COUNT_STREAM_PATH } from '@sonic-nexus/contract';
import { startEdge } from '@sonic-nexus/scripts/edge';
import { stopAll, type Managed } from '@sonic-nexus/scripts/processes';
import {
  aUser,
  aVerifiedUser,
  freePort,
  startGatewayStack,
  type GatewayStack,
  type TestUser,
} from '@sonic-nexus/test-kit';
import { slowBodyAttack, STREAM_ATTEMPTS, STREAM_SPELLINGS, streamFloodAttack } from './attacks';
import { describeRun, underAttack, warmUp, type Site, type UnderAttack } from './under-attack';

const MB = 1024 * 1024;

let dir: string;
let stack: GatewayStack<'user' | 'playlist' | 'vote' | 'notification'>;
let edge: Managed;
let site: Site;
let attacker: TestUser;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'hostile-'));
  stack = await startGatewayStack({
    label: 'hostile',
    services: ['user', 'playlist', 'vote', 'notification'],
  });
  const person = await aVerifiedUser(stack);
  attacker = await aVerifiedUser(stack);
  const [edgePort, idle] = [await freePort(), await freePort()];
  edge = await startEdge({
    port: edgePort,
    upstreams: {
      gateway: Number(new URL(stack.baseUrl).port),
      shell: idle,
      mfeFeed: idle,
      mfeProfile: idle,
      mfeAuth: idle,
    },
    dataDir: dir,
    logDir: path.join(dir, 'logs'),
  });
  site = {
    origin: `http://127.0.0.1:${edgePort}`,
    publicUrl: 'http://localhost:8080', // the stack's PUBLIC_URL, which the CSRF guard expects
    gatewayAdminPort: stack.gatewayAdminPort,
    person,
  };
  await warmUp(site);
}, 180_000);

afterAll(async () => {
  await stopAll(edge ? [edge] : []);
  await stack?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

function expectBystanderServed(run: UnderAttack<unknown>): void {
  for (const call of ['feed', 'login', 'health']) {
    expect([call, run.bystander.statuses[call]]).toEqual([call, { 200: expect.any(Number) }]);
  }
  expect(run.bystander.latencies.length).toBeGreaterThan(20);
  expect(run.peakRss - run.idleRss).toBeLessThan(50 * MB);
}

it('serves a bystander while 600 connections from one address trickle their bodies; the tricklers get 408', async () => {
  const run = await underAttack(site, slowBodyAttack(site));
  console.log(describeRun('slow bodies', run));
  expectBystanderServed(run);
  // Every trickler is answered 408 once its body deadline passes, or refused at once (503: its
  // address has used its share); none is held past the deadline and the check interval.
  const { statuses, longestHeldMs } = run.attack;
  expect(statuses['408']).toBeGreaterThan(0);
  expect(statuses['503']).toBeGreaterThan(0);
  expect(Object.keys(statuses).filter((status) => !['408', '503'].includes(status))).toEqual([]);
  expect(longestHeldMs).toBeLessThan(16_000);
}, 120_000);

it('serves a bystander while one session floods the stream under three spellings; 5 streams held, the rest refused', async () => {
  const run = await underAttack(site, streamFloodAttack(site, attacker.cookie));
  console.log(describeRun('stream flood', run));
  expectBystanderServed(run);
  // A third of the attempts took each spelling: only the exact one is a stream, 5 per session.
  // Should the flood make a queue, some of its attempts are shed instead (503, nothing done).
  const each = STREAM_ATTEMPTS / STREAM_SPELLINGS.length;
  const { 200: held, 404: unknown = 0, 429: refused = 0, 503: shed = 0, ...other } = run.attack.statuses;
  expect({ held, other, failed: run.attack.failed }).toEqual({ held: 5, other: {}, failed: 0 });
  expect(unknown).toBeLessThanOrEqual(2 * each);
  expect(refused).toBeLessThanOrEqual(each - 5);
  expect(unknown + refused + shed).toBe(STREAM_ATTEMPTS - 5);
  expect(shed).toBeLessThan(STREAM_ATTEMPTS / 10);
}, 120_000);

it('answers a stream beyond the session’s five with 429, Retry-After and a clear message', async () => {
  const open = (signal?: AbortSignal) =>
    fetch(`${site.origin}${UNREAD_COUNT_STREAM_PATH}`, {
      headers: { cookie: attacker.cookie, accept: 'text/event-stream' },
      signal,
    });
  const held: AbortController[] = [];
  const answers: Response[] = []; // kept, so no stream is collected and closed (see below)
  try {
    for (let i = 0; i < 5; i += 1) {
      const control = new AbortController();
      held.push(control);
      const res = await open(control.signal);
      answers.push(res);
      expect(res.status).toBe(200);
    }
    const sixth = await open();
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('60');
    expect(await sixth.json()).toEqual({ message: serverMessages.tooManyStreams });
  } finally {
    for (const control of held) control.abort();
  }
});

it('holds at most 20 streams for one client address, whatever the sessions', async () => {
  const sessions = await Promise.all(Array.from({ length: 6 }, () => aUser(stack)));
  const held: AbortController[] = [];
  // Each answer is kept: a Response nothing refers to may be collected, and fetch then cancels its
  // body, closing the stream and giving its place back (seen in CI).
  const answers: Response[] = [];
  const open = async (cookie: string) => {
    const control = new AbortController();
    held.push(control);
    const res = await fetch(`${site.origin}${UNREAD_COUNT_STREAM_PATH}`, {
      headers: { cookie, accept: 'text/event-stream' },
      signal: control.signal,
    });
    answers.push(res);
    return res.status;
  };
  try {
    const statuses: number[] = [];
    for (const session of sessions.slice(0, 5)) {
      for (let i = 0; i < 4; i += 1) statuses.push(await open(session.cookie));
    }
    expect(statuses).toEqual(statuses.map(() => 200));
    // A sixth session of the same address, with none of its own open yet: the address is full.
    expect(await open((sessions[5] as TestUser).cookie)).toBe(429);
  } finally {
    for (const control of held) control.abort();
  }
});
