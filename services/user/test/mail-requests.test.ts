// Resend-verification and forgot-password answer before the account is even looked up: the
// request is recorded and answered the same for any value, and the worker then serves it off the
// request path (a held worker proves the order). A real account still gets its event, an unknown
// or verified one none.
import { serverMessages } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import { waitFor } from '@sonic-nexus/test-kit';
import { startUserTestbed, type UserTestbed } from './support/user-harness';

let t: UserTestbed;
let held: Promise<void> = Promise.resolve();
let open = () => {};
const hold = () => {
  held = new Promise((resolve) => (open = resolve));
};

beforeAll(async () => {
  t = await startUserTestbed('mailreq', { mailGate: () => held });
}, 60_000);

afterAll(async () => {
  open();
  await t?.close();
});

const requests = () => t.h.conn.collection('mail_requests');
const stored = (id: number) => t.h.conn.collection('users').findOne({ _id: id as never });
const forgot = (username: string) => unary(t.h.client, t.h.client.forgotPassword, { username });
const resend = (emailOrUsername: string) =>
  unary(t.h.client, t.h.client.resendVerification, { emailOrUsername });
const eventsOf = (type: string, id: number) =>
  t.tap.seen.filter((e) => e.type === type && e.aggregateId === String(id));

it('answers before looking the account up or writing it; the worker then sends the request', async () => {
  const a = await t.newAccount('M');
  hold();
  expect((await forgot(a.username)).message).toBe(serverMessages.forgotPasswordSent);
  expect((await resend(a.email)).message).toBe(serverMessages.verificationSent);
  // Answered while the worker is held: the account is untouched, the two requests wait.
  const before = await stored(a.id);
  expect(before?.passwordResetTokenHash).toBeUndefined();
  expect(before?.version).toBe(1);
  expect(await requests().countDocuments()).toBe(2);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(eventsOf('user.password_reset_requested', a.id)).toHaveLength(0);

  open();
  const token = await t.resetTokenOf(a.id, 0);
  expect((await unary(t.h.client, t.h.client.verifyResetToken, { token })).valid).toBe(true);
  await t.tap.waitFor(
    (e) => e.type === 'user.verification_requested' && e.aggregateId === String(a.id) && e.version > 1,
  );
  await waitFor(async () => (await requests().countDocuments()) === 0, { what: 'requests served' });
  expect((await stored(a.id))?.passwordResetTokenHash).toHaveLength(64); // a sha256, never the token
});

it('answers an unknown or verified account the same and sends nothing for it', async () => {
  const a = await t.newAccount('V');
  await unary(t.h.client, t.h.client.verifyEmail, { token: a.verificationToken });
  const unknown = `nobody_${a.username}`.slice(0, 50);
  const seenBefore = t.tap.seen.length;
  expect((await forgot(unknown)).message).toBe(serverMessages.forgotPasswordSent);
  expect((await resend(`${unknown}@example.com`)).message).toBe(serverMessages.verificationSent);
  expect((await resend(a.email)).message).toBe(serverMessages.verificationSent);
  // Served in order: once this one's event is out, the three before it were served too.
  await forgot(a.username);
  await t.resetTokenOf(a.id, 0);
  await waitFor(async () => (await requests().countDocuments()) === 0, { what: 'requests served' });
  const sent = t.tap.seen.slice(seenBefore).filter((e) => e.type !== 'user.registered');
  expect(sent.map((e) => [e.type, e.aggregateId])).toEqual([['user.password_reset_requested', String(a.id)]]);
});
