// The real gateway process and the shell's static server behind the real edge (Caddy with
// deploy/local/Caddyfile): every /api answer is the gateway's JSON, /api itself included; the
// servers' security headers pass through; and with the gateway unreachable the edge answers the
// gateway's JSON 503 with Retry-After, not an empty 502.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverMessages } from '@sonic-nexus/contract';
import { freePort, startGatewayStack, type GatewayStack } from '@sonic-nexus/test-kit';
import { createStaticApp } from '@sonic-nexus/web-server/static-app';
import { startEdge } from './edge';
import { stopAll, type Managed } from './processes';

let dir: string;
let gateway: GatewayStack<never>;
let shell: Server;
let edge: Managed;
let origin: string;
const BODY_READ_TIMEOUT_MS = 1_000;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'edge-'));
  writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
  // The gateway alone: the services it calls are down, which is all these answers need.
  gateway = await startGatewayStack({
    label: 'edge',
    services: [],
    env: { BODY_READ_TIMEOUT_MS: String(BODY_READ_TIMEOUT_MS) },
  });
  const shellPort = await freePort();
  const shellApp = createStaticApp({ distDir: dir, isRemote: false, runtimeConfig: () => ({ remotes: {} }) });
  shell = await new Promise<Server>((resolve) => {
    const server = shellApp.listen(shellPort, '127.0.0.1', () => resolve(server));
  });
  const [edgePort, idle] = [await freePort(), await freePort()];
  edge = await startEdge({
    port: edgePort,
    upstreams: {
      gateway: Number(new URL(gateway.baseUrl).port),
      shell: shellPort,
      mfeFeed: idle,
      mfeProfile: idle,
      mfeAuth: idle,
    },
    dataDir: dir,
    logDir: path.join(dir, 'logs'),
  });
  origin = `http://127.0.0.1:${edgePort}`;
}, 90_000);

afterAll(async () => {
  await stopAll(edge ? [edge] : []);
  shell?.close();
  await gateway?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('sends /api itself to the gateway (a JSON 404), not to the shell page', async () => {
  for (const url of ['/api', '/api?x=1', '/api/nothing-here']) {
    const res = await fetch(`${origin}${url}`, { headers: { Accept: 'text/html' } });
    expect([url, res.status, res.headers.get('content-type')]).toEqual([
      url,
      404,
      'application/json; charset=utf-8',
    ]);
    expect(await res.json()).toEqual({ message: serverMessages.notFound });
  }
});

it("passes on the gateway's and the shell's security headers", async () => {
  const api = await fetch(`${origin}/api/user`);
  expect(api.status).toBe(401);
  expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  const page = await fetch(`${origin}/top-100`, { headers: { Accept: 'text/html' } });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(page.headers.get('x-frame-options')).toBe('DENY');
  // Issue 27: no powerful feature for either, and no window shared with another origin.
  for (const res of [api, page]) {
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('permissions-policy')).toContain('geolocation=()');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  }
});

it('answers a body too slow to arrive with the gateway’s 408 and closes the connection', async () => {
  const { hostname, port } = new URL(origin);
  const answer = await new Promise<{ text: string; ms: number }>((resolve) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(
        'POST /api/login HTTP/1.1\r\nHost: localhost:8080\r\nOrigin: http://localhost:8080\r\n' +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      ),
    );
    const trickle = setInterval(() => socket.write(' '), 200);
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(trickle);
      resolve({ text, ms: Date.now() - started });
    });
  });
  expect(answer.text).toMatch(/^HTTP\/1\.1 408 /);
  expect(answer.text).toMatch(/connection: close/i);
  expect(answer.text).toContain(JSON.stringify({ message: serverMessages.requestTimeout }));
  expect(answer.ms).toBeLessThan(BODY_READ_TIMEOUT_MS + 3_000);
});

it('answers a JSON 503 with Retry-After when the gateway is unreachable', async () => {
  await gateway.stop();
  for (const [method, url] of [
    ['GET', '/api/playlists'],
    ['POST', '/api/playlists'],
    ['GET', '/api'],
  ]) {
    const res = await fetch(`${origin}${url}`, { method });
    expect([method, url, res.status, res.headers.get('content-type')]).toEqual([
      method,
      url,
      503,
      'application/json; charset=utf-8',
    ]);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ message: serverMessages.serviceUnavailable });
  }
});
