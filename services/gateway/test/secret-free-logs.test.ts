// Secrets stay out of the gateway's logs (issue 27): a whole account journey (register, verify by
// the emailed link, sign in, ask for a reset, check and use the reset token, take a signed upload
// link and PUT a picture to it, sign out), then every line the gateway wrote is searched for each
// secret the journey handled: tokens, the upload ticket, the session cookie and the passwords.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  aVerifiedUser,
  linkPath,
  startGatewayStack,
  waitForMail,
  type GatewayStack,
} from '@sonic-nexus/test-kit';

const ORIGIN = 'http://localhost:8080';
let dir: string;
let logFile: string;
let s: GatewayStack<'user' | 'notification'>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gateway-log-'));
  logFile = path.join(dir, 'gateway.log');
  s = await startGatewayStack({
    label: 'secret_logs',
    services: ['user', 'notification'],
    env: { LOG_LEVEL: 'debug' }, // every line the gateway can write
    gatewayLogFile: logFile,
  });
}, 120_000);

afterAll(async () => {
  await s?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 30_000);

const post = (url: string, body: unknown, cookie?: string) =>
  fetch(`${s.baseUrl}${url}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

it('writes no token, upload ticket, session cookie or password to the log of a whole journey', async () => {
  const secrets: Record<string, string> = {};
  // register + the verification link (its token travels in the URL of a GET)
  const user = await aVerifiedUser(s);
  const verifyMail = await waitForMail(s.mailpitUrl, user.email, 'Verify');
  secrets.verifyToken =
    new URL(linkPath(verifyMail, '/api/verify-email'), ORIGIN).searchParams.get('token') ?? '';
  secrets.password = user.password;
  secrets.session = user.cookie.split('=')[1] ?? '';

  expect((await post('/api/login', { username: user.username, password: user.password })).status).toBe(200);
  expect((await post('/api/login', { username: user.username, password: 'a wrong one 123' })).status).toBe(
    401,
  );

  expect((await post('/api/forgot-password', { username: user.username })).status).toBe(200);
  const resetMail = await waitForMail(s.mailpitUrl, user.email, 'Reset');
  const resetToken = new URL(linkPath(resetMail, '/reset-password'), ORIGIN).searchParams.get('token') ?? '';
  secrets.resetToken = resetToken;
  secrets.newPassword = 'a brand new passphrase 42';
  expect((await post('/api/verify-reset-token', { token: resetToken })).status).toBe(200);
  expect(
    (await post('/api/reset-password', { token: resetToken, newPassword: secrets.newPassword })).status,
  ).toBe(200);

  const signedIn = await post('/api/login', { username: user.username, password: secrets.newPassword });
  const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  secrets.newSession = cookie.split('=')[1] ?? '';
  const { uploadURL } = (await (await post('/api/users/profile-picture/upload', {}, cookie)).json()) as {
    uploadURL: string;
  };
  secrets.uploadTicket = uploadURL.split('/').pop() ?? '';
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#553399' } })
    .png()
    .toBuffer();
  const put = await fetch(`${s.baseUrl}${uploadURL}`, {
    method: 'PUT',
    body: new Uint8Array(png),
    headers: { 'content-type': 'image/png' },
  });
  expect(put.status).toBe(200);
  // the same ticket again: refused, and its failure is logged too
  expect(
    (await fetch(`${s.baseUrl}${uploadURL}`, { method: 'PUT', body: new Uint8Array(png) })).status,
  ).not.toBe(200);
  expect((await post('/api/logout', {}, cookie)).status).toBe(200);

  await s.stop(); // flushes the gateway's output
  const log = readFileSync(logFile, 'utf8');
  expect(log).toContain('/api/verify-email?token=[redacted]');
  expect(log).toContain('/api/uploads/[redacted]');
  for (const [name, secret] of Object.entries(secrets)) {
    expect(secret.length).toBeGreaterThan(7);
    expect([name, log.includes(secret)]).toEqual([name, false]);
  }
}, 90_000);
