// The account journey over HTTP through the real gateway, user and notification services, with
// the mails read from Mailpit; and every bad input answered with its status and spec message.
import { serverMessages, validationMessages as v } from '@sonic-nexus/contract';
import {
  aUser,
  aVerifiedUser,
  linkPath,
  sessionCookieFrom,
  startGatewayStack,
  uniqueUsername,
  waitForMail,
  type GatewayStack,
} from '@sonic-nexus/test-kit';

let stack: GatewayStack<'user' | 'notification'>;
let api: typeof stack.api;
let runId: string;
const answers: string[] = []; // every body the journey saw, checked for secrets at the end

beforeAll(async () => {
  stack = await startGatewayStack({ label: 'acc', services: ['user', 'notification'] });
  ({ api, runId } = stack);
}, 90_000);

afterAll(() => stack?.stop(), 30_000);

const keep = <T extends { text: string }>(res: T) => {
  answers.push(res.text);
  return res;
};
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  sessionCookieFrom((res.headers['set-cookie'] as string[] | undefined) ?? []);

describe('the account journey', () => {
  const username = uniqueUsername('journey');
  const email = `${username.toLowerCase()}@example.com`;
  const secrets: string[] = [];
  let cookie = '';
  let userId = 0;

  it('registers, signs in with an httpOnly Lax cookie, and mails a verification link', async () => {
    const res = keep(
      await api.post('/api/register').send({ username, email, password: 'password123' }).expect(201),
    );
    expect(res.body).toMatchObject({
      username,
      email,
      emailVerified: false,
      message: serverMessages.registered,
    });
    userId = res.body.id;
    const setCookie = (res.headers['set-cookie'] as unknown as string[])[0];
    expect(setCookie).toMatch(/^sn_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    cookie = cookieOf(res);
    secrets.push(cookie.split('=')[1]);
    const me = keep(await api.get('/api/user').set('Cookie', cookie).expect(200));
    expect(me.body).toMatchObject({ id: userId, emailVerified: false });

    const mail = await waitForMail(stack.mailpitUrl, email, 'Verify');
    expect(mail.Subject).toContain('Sonic Nexus');
    expect(mail.Text).toContain('Sonic Nexus');
    expect(mail.Text).toContain('http://localhost:8080/api/verify-email?token=');
    const link = linkPath(mail, '/api/verify-email');
    secrets.push(new URL(link, 'http://x').searchParams.get('token') ?? '');
    const verified = await api.get(link).expect(302);
    expect(verified.headers.location).toBe('/verification-success');
    expect((await api.get('/api/user').set('Cookie', cookie).expect(200)).body.emailVerified).toBe(true);
    // The link works once.
    expect((await api.get(link).expect(302)).headers.location).toBe('/verification-failure');
  });

  it('logs out; replaying the old cookie is 401', async () => {
    const res = keep(await api.post('/api/logout').set('Cookie', cookie).expect(200));
    expect(res.body).toEqual({ message: serverMessages.loggedOut });
    expect(String(res.headers['set-cookie'])).toMatch(/sn_session=;.*Expires=Thu, 01 Jan 1970/);
    const replay = await api.get('/api/user').set('Cookie', cookie).expect(401);
    expect(replay.body).toEqual({ message: serverMessages.notAuthenticated });
  });

  it('signs in by username and by email (any case), rotating the cookie', async () => {
    const byName = keep(await api.post('/api/login').send({ username, password: 'password123' }).expect(200));
    expect(byName.body).toMatchObject({ id: userId, username, emailVerified: true });
    const first = cookieOf(byName);
    const byEmail = keep(
      await api
        .post('/api/login')
        .set('Cookie', first)
        .send({ username: email.toUpperCase(), password: 'password123' })
        .expect(200),
    );
    cookie = cookieOf(byEmail);
    expect(cookie).not.toBe(first);
    secrets.push(first.split('=')[1], cookie.split('=')[1]);
    await api.get('/api/user').set('Cookie', first).expect(401); // rotated away
    await api.get('/api/user').set('Cookie', cookie).expect(200);
  });

  it('answers the same 401 for a wrong password and for an unknown account', async () => {
    const wrong = await api.post('/api/login').send({ username, password: 'wrong-password' }).expect(401);
    const unknown = await api
      .post('/api/login')
      .send({ username: `nobody_${runId}`, password: 'password123' })
      .expect(401);
    expect(wrong.body).toEqual({ message: serverMessages.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('resets the password once from the mailed link, ending every old session', async () => {
    const res = keep(await api.post('/api/forgot-password').send({ username }).expect(200));
    expect(res.body).toEqual({ message: serverMessages.forgotPasswordSent });
    const unknown = await api
      .post('/api/forgot-password')
      .send({ username: `nobody_${runId}` })
      .expect(200);
    expect(unknown.body).toEqual(res.body);

    const mail = await waitForMail(stack.mailpitUrl, email, 'Reset');
    expect(mail.Subject).toContain('Sonic Nexus');
    const link = linkPath(mail, '/reset-password');
    expect(mail.Text).toContain(`http://localhost:8080${link}`);
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    secrets.push(token);
    expect((await api.post('/api/verify-reset-token').send({ token }).expect(200)).body).toEqual({
      valid: true,
    });
    expect((await api.post('/api/verify-reset-token').send({ token: 'nope' }).expect(200)).body).toEqual({
      valid: false,
    });

    // A too-short password is refused and the link still works afterwards.
    const short = await api.post('/api/reset-password').send({ token, newPassword: 'short' }).expect(400);
    expect(short.body.message).toBe(v.passwordMin);
    const done = keep(
      await api.post('/api/reset-password').send({ token, newPassword: 'brand-new-pass' }).expect(200),
    );
    expect(done.body).toEqual({ message: serverMessages.passwordReset });
    const again = await api
      .post('/api/reset-password')
      .send({ token, newPassword: 'other-new-pass' })
      .expect(400);
    expect(again.body).toEqual({ message: serverMessages.resetTokenInvalid });

    await api.get('/api/user').set('Cookie', cookie).expect(401);
    await api.post('/api/login').send({ username, password: 'password123' }).expect(401);
    cookie = cookieOf(
      keep(await api.post('/api/login').send({ username, password: 'brand-new-pass' }).expect(200)),
    );
  });

  it('changes the username once; the second time is refused with a clear message', async () => {
    const bad = await api
      .post('/api/user/change-username')
      .set('Cookie', cookie)
      .send({ newUsername: 'no spaces' })
      .expect(400);
    expect(bad.body.message).toBe(v.usernamePattern);
    const newName = uniqueUsername('renamed');
    const res = keep(
      await api
        .post('/api/user/change-username')
        .set('Cookie', cookie)
        .send({ newUsername: newName })
        .expect(200),
    );
    expect(res.body).toMatchObject({ id: userId, username: newName, usernameChanged: true });
    const second = await api
      .post('/api/user/change-username')
      .set('Cookie', cookie)
      .send({ newUsername: uniqueUsername('again') })
      .expect(400);
    expect(second.body).toEqual({ message: serverMessages.usernameAlreadyChanged });
    expect((await api.get('/api/user').set('Cookie', cookie).expect(200)).body.username).toBe(newName);
  });

  it('refuses a username taken in another case with 409', async () => {
    const other = await aUser(stack);
    const res = await api
      .post('/api/user/change-username')
      .set('Cookie', other.cookie)
      .send({
        newUsername: (
          (await api.get('/api/user').set('Cookie', cookie)).body.username as string
        ).toUpperCase(),
      })
      .expect(409);
    expect(res.body).toEqual({ message: serverMessages.usernameTaken });
  });

  it('deletes the account: cookie cleared, session dead, login fails', async () => {
    const res = keep(await api.delete('/api/users/account').set('Cookie', cookie).expect(200));
    expect(res.body).toEqual({ message: serverMessages.accountDeleted });
    expect(String(res.headers['set-cookie'])).toMatch(/sn_session=;/);
    await api.get('/api/user').set('Cookie', cookie).expect(401);
    await api.post('/api/login').send({ username: email, password: 'brand-new-pass' }).expect(401);
  });

  it('never answered a password hash or a token', () => {
    const all = answers.join('\n');
    expect(all).not.toMatch(/argon2|passwordHash|TokenHash|sessionToken/i);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(20);
      expect(all).not.toContain(secret);
    }
  });
});

describe('aVerifiedUser builder', () => {
  it('returns a signed-in, verified user', async () => {
    const { cookie, user } = await aVerifiedUser(stack);
    expect(user.emailVerified).toBe(true);
    expect((await api.get('/api/user').set('Cookie', cookie).expect(200)).body.id).toBe(user.id);
  });
});

describe('the session cookie behind TLS', () => {
  it('is Secure when the request came over https through the trusted edge, not over plain http', async () => {
    const a = await aUser(stack);
    const signIn = { username: a.username, password: a.password };
    const tls = await api.post('/api/login').set('X-Forwarded-Proto', 'https').send(signIn).expect(200);
    expect(String(tls.headers['set-cookie'])).toMatch(/^sn_session=[^;]+;.*; Secure/);
    const plain = await api.post('/api/login').send(signIn).expect(200);
    expect(String(plain.headers['set-cookie'])).toMatch(/^sn_session=/);
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
    const out = await api
      .post('/api/logout')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', cookieOf(tls))
      .expect(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^sn_session=;.*; Secure/);
  });
});

describe('asked-for mails', () => {
  it('reach a real account, and nobody for an unknown one, with the same answer', async () => {
    const a = await aUser(stack);
    const unknown = `nobody_${runId}@example.com`;
    const none = await api.post('/api/forgot-password').send({ username: unknown }).expect(200);
    const real = await api.post('/api/forgot-password').send({ username: a.email }).expect(200);
    expect(none.body).toEqual(real.body);
    expect(real.body).toEqual({ message: serverMessages.forgotPasswordSent });
    const resentNone = await api.post('/api/resend-verification').send({ email: unknown }).expect(200);
    expect(resentNone.body).toEqual({ message: serverMessages.verificationSent });
    // Served in the order asked: once the real account's mail is in, the unknown one was served.
    await waitForMail(stack.mailpitUrl, a.email, 'Reset');
    await api.post('/api/resend-verification').send({ email: a.email }).expect(200);
    const first = await waitForMail(stack.mailpitUrl, a.email, 'Verify');
    await waitForMail(stack.mailpitUrl, a.email, 'Verify', { skip: [first.ID] });
    await expect(waitForMail(stack.mailpitUrl, unknown, '', { timeoutMs: 0 })).rejects.toThrow(/no mail/);
  });
});

describe('taken names and emails', () => {
  it('answers 409 for a taken username or email in any case, creating nothing', async () => {
    const a = await aUser(stack);
    const name = await api
      .post('/api/register')
      .send({ username: a.username.toUpperCase(), email: `x${a.email}`, password: 'password123' })
      .expect(409);
    expect(name.body).toEqual({ message: serverMessages.usernameTaken });
    const mail = await api
      .post('/api/register')
      .send({ username: uniqueUsername(), email: a.email.toUpperCase(), password: 'password123' })
      .expect(409);
    expect(mail.body).toEqual({ message: serverMessages.emailTaken });
    expect(name.headers['set-cookie']).toBeUndefined();
    await api
      .post('/api/login')
      .send({ username: `x${a.email}`, password: 'password123' })
      .expect(401);
  });
});

describe('bad input answers its 4xx with the spec message and changes nothing', () => {
  const good = () => ({
    username: uniqueUsername('bad'),
    email: `${uniqueUsername('m')}@example.com`,
    password: 'password123',
  });

  it.each([
    ['a short username', { username: 'ab' }, v.usernameMin],
    ['a long username', { username: 'a'.repeat(51) }, v.usernameMax],
    ['a username with symbols', { username: 'bad-name!' }, v.usernamePattern],
    ['an invalid email', { email: 'not-an-email' }, v.emailInvalid],
    ['a short password', { password: 'short' }, v.passwordMin],
    ['an oversized password', { password: 'p'.repeat(201) }, v.passwordMax],
  ])('register with %s → 400', async (_label, patch, message) => {
    const body = { ...good(), ...patch };
    const res = await api.post('/api/register').send(body).expect(400);
    expect(res.body.message).toBe(message);
    expect(res.headers['set-cookie']).toBeUndefined();
    if (!('username' in patch)) {
      await api.post('/api/login').send({ username: body.username, password: 'password123' }).expect(401);
    }
  });

  it.each([
    ['login, short username', '/api/login', { username: 'ab', password: 'password123' }, v.usernameMin],
    ['login, short password', '/api/login', { username: 'someone', password: 'short' }, v.passwordMin],
    [
      'login, oversized password',
      '/api/login',
      { username: 'someone', password: 'p'.repeat(201) },
      v.passwordMax,
    ],
    ['forgot without a username', '/api/forgot-password', { username: '' }, v.usernameFirst],
    ['resend without a value', '/api/resend-verification', { email: ' ' }, v.emailRequired],
    ['verify-reset-token without a token', '/api/verify-reset-token', { token: '' }, v.tokenRequired],
    [
      'reset without a token',
      '/api/reset-password',
      { token: '', newPassword: 'password123' },
      v.tokenRequired,
    ],
    [
      'reset with a short password',
      '/api/reset-password',
      { token: 'abc', newPassword: 'short' },
      v.passwordMin,
    ],
  ])('%s → 400', async (_label, path, body, message) => {
    const res = await api.post(path).send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('reset with an unknown token → 400 with the spec text', async () => {
    const res = await api
      .post('/api/reset-password')
      .send({ token: 'unknown', newPassword: 'password123' })
      .expect(400);
    expect(res.body).toEqual({ message: serverMessages.resetTokenInvalid });
  });

  it('verification link without or with a bad token → /verification-failure', async () => {
    expect((await api.get('/api/verify-email').expect(302)).headers.location).toBe('/verification-failure');
    expect((await api.get('/api/verify-email?token=forged').expect(302)).headers.location).toBe(
      '/verification-failure',
    );
  });

  it('session calls without a session → 401', async () => {
    await api.post('/api/user/change-username').send({ newUsername: 'whoever' }).expect(401);
    await api.delete('/api/users/account').expect(401);
    const logout = await api.post('/api/logout').expect(200);
    expect(logout.body).toEqual({ message: serverMessages.loggedOut });
  });

  it('a foreign Origin cannot register', async () => {
    const body = good();
    const res = await api.post('/api/register').set('Origin', 'https://evil.example').send(body).expect(403);
    expect(res.body).toEqual({ message: serverMessages.crossSiteRefused });
    await api.post('/api/login').send({ username: body.username, password: body.password }).expect(401);
  });

  it('resend answers the same for anyone', async () => {
    const a = await aUser(stack);
    const known = await api.post('/api/resend-verification').send({ email: a.email }).expect(200);
    const unknown = await api
      .post('/api/resend-verification')
      .send({ email: `nobody_${runId}@example.com` })
      .expect(200);
    expect(known.body).toEqual({ message: serverMessages.verificationSent });
    expect(unknown.body).toEqual(known.body);
  });
});
