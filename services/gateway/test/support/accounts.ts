// Account helpers for gateway tests: a verified, signed-in user made the way a person would
// (register over HTTP, open the mail in Mailpit, follow its link). Mailpit API: GET
// /api/v1/messages (newest first) and GET /api/v1/message/{ID}.
import { randomBytes } from 'node:crypto';
import type { User } from '@sonic-nexus/contract';

export interface MailpitMessage {
  ID: string;
  Subject: string;
  Text: string;
  HTML: string;
  To: Array<{ Address: string }>;
}

interface MailpitSummary {
  ID: string;
  Subject: string;
  To: Array<{ Address: string }> | null;
}

const MAIL_TIMEOUT_MS = 15_000;

/** Letters, digits and underscores only, unique per call (spec username rules). */
export function uniqueUsername(prefix = 'u'): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`.slice(0, 50);
}

/** The `sn_session=…` pair from a response's Set-Cookie headers ('' when none). */
export function sessionCookieFrom(setCookies: string[]): string {
  const line = setCookies.find((c) => c.startsWith('sn_session='));
  return line ? line.split(';')[0] : '';
}

/**
 * Waits for the newest mail to `to` whose subject contains `subjectPart`, skipping ids in `skip`
 * (pass the ids already read to wait for a newer one).
 */
export async function waitForMail(
  mailpitUrl: string,
  to: string,
  subjectPart: string,
  skip: string[] = [],
): Promise<MailpitMessage> {
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  for (;;) {
    const list = (await (await fetch(`${mailpitUrl}/api/v1/messages?limit=500`)).json()) as {
      messages: MailpitSummary[];
    };
    const hit = list.messages.find(
      (m) =>
        !skip.includes(m.ID) &&
        m.Subject.includes(subjectPart) &&
        (m.To ?? []).some((t) => t.Address.toLowerCase() === to.toLowerCase()),
    );
    if (hit) return (await (await fetch(`${mailpitUrl}/api/v1/message/${hit.ID}`)).json()) as MailpitMessage;
    if (Date.now() > deadline)
      throw new Error(`no mail "${subjectPart}" to ${to} within ${MAIL_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in a mail's text whose path starts with `pathPrefix`, as path + query. */
export function linkPath(mail: MailpitMessage, pathPrefix: string): string {
  for (const match of mail.Text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no ${pathPrefix} link in mail "${mail.Subject}"`);
}

export async function registerUser(
  baseUrl: string,
  opts: { username?: string; email?: string; password?: string } = {},
): Promise<{ cookie: string; user: User; username: string; email: string; password: string }> {
  const username = opts.username ?? uniqueUsername();
  const email = opts.email ?? `${username.toLowerCase()}@example.com`;
  const password = opts.password ?? 'password123';
  const res = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email, password }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const user = (await res.json()) as User;
  return { cookie: sessionCookieFrom(res.headers.getSetCookie()), user, username, email, password };
}

/**
 * Registers over HTTP, reads the verification mail from Mailpit, follows its link through the
 * gateway, and returns the signed-in session cookie with the now verified user.
 */
export async function registerVerifiedUser(
  baseUrl: string,
  mailpitUrl: string,
  opts: { username?: string; email?: string; password?: string } = {},
): Promise<{ cookie: string; user: User; email: string; password: string }> {
  const { cookie, email, password } = await registerUser(baseUrl, opts);
  const mail = await waitForMail(mailpitUrl, email, 'Verify');
  const verify = await fetch(`${baseUrl}${linkPath(mail, '/api/verify-email')}`, { redirect: 'manual' });
  if (verify.status !== 302 || verify.headers.get('location') !== '/verification-success') {
    throw new Error(`verification link answered ${verify.status} → ${verify.headers.get('location')}`);
  }
  const me = await fetch(`${baseUrl}/api/user`, { headers: { cookie } });
  const user = (await me.json()) as User;
  if (!user.emailVerified) throw new Error('user is not verified after following the link');
  return { cookie, user, email, password };
}

/**
 * The gateway in this process over real user and notification services (child processes), for
 * account tests; `env` overrides gateway settings (e.g. lowered rate limits).
 */
export async function startAccountsStack(
  runId: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ baseUrl: string; mailpitUrl: string; stop(): Promise<void> }> {
  // Loaded lazily so a test file that only needs the mail helpers does not load the gateway.
  const { start, stop } = await import('../../src/server');
  const { freePort, spawnService, testEnv } = await import('../spawn-service');
  const services = await Promise.all([spawnService('user', runId), spawnService('notification', runId)]);
  const [userSvc, notificationSvc] = services;
  try {
    const { port } = await start({
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      GATEWAY_PORT: '0',
      ADMIN_PORT: String(await freePort()),
      USER_SERVICE_ADDR: userSvc.address,
      PLAYLIST_SERVICE_ADDR: '127.0.0.1:1',
      VOTE_SERVICE_ADDR: '127.0.0.1:1',
      NOTIFICATION_SERVICE_ADDR: notificationSvc.address,
      MONGO_URL: testEnv('TEST_MONGO_URL'),
      MONGO_DB: `test_gateway_${runId}`,
      NATS_URL: testEnv('TEST_NATS_URL'),
      SMTP_HOST: testEnv('TEST_SMTP_HOST'),
      SMTP_PORT: testEnv('TEST_SMTP_PORT'),
      PUBLIC_URL: 'http://localhost:8080',
      ...env,
    });
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      mailpitUrl: testEnv('TEST_MAILPIT_URL'),
      async stop() {
        await stop();
        await Promise.all(services.map((s) => s.stop()));
      },
    };
  } catch (err) {
    await Promise.all(services.map((s) => s.stop()));
    throw err;
  }
}
