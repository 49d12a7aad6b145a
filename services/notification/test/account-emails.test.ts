// The account mails: user.* email requests on JetStream become real SMTP mails in Mailpit; links
// are built from PUBLIC_URL; a redelivered event (same envelope id) is mailed only once.
import { jetstreamManager } from '@nats-io/jetstream';
import { notification } from '@sonic-nexus/proto';
import { connectMongo, createLogger, newEnvelope, publishEvent } from '@sonic-nexus/service-kit';
import {
  startServiceHarness,
  testEnv,
  uniqueDbName,
  waitFor,
  waitForMail,
  type MailpitMessage,
  type ServiceHarness,
} from '@sonic-nexus/test-kit';
import type mongoose from 'mongoose';
import { notificationService } from '../src';
import { userPasswordResetRequested } from '../src/consumers/user-password-reset-requested';
import { passwordResetMail, verificationMail } from '../src/email/email-templates';
import { createMailer } from '../src/email/mailer';
import { createSentEmailRepository } from '../src/repository/sent-email-repository';

const run = `${Date.now().toString(36)}${process.pid}`;
const logger = createLogger('mail-test', 'silent');
const mailTo = (email: string) => waitForMail(testEnv('TEST_MAILPIT_URL'), email);
/** Fails if Mailpit holds a mail to `email` other than `mail` right now. */
const noOtherMailTo = (email: string, mail: MailpitMessage) =>
  expect(
    waitForMail(testEnv('TEST_MAILPIT_URL'), email, '', { skip: [mail.ID], timeoutMs: 0 }),
  ).rejects.toThrow(/no mail/);

describe('mail templates', () => {
  it('build verification and reset links from PUBLIC_URL and name the product', () => {
    const to = { username: 'Nova', email: 'nova@example.com' };
    const verify = verificationMail('https://sonic.example', to, 'a b');
    expect(verify.subject).toBe('Verify your Sonic Nexus email address');
    expect(verify.text).toContain('https://sonic.example/api/verify-email?token=a%20b');
    const reset = passwordResetMail('https://sonic.example', { ...to, username: 'Astro <b>' }, 'xyz');
    expect(reset.subject).toBe('Reset your Sonic Nexus password');
    expect(reset.text).toContain('https://sonic.example/reset-password?token=xyz');
    expect(reset.html).toContain('href="https://sonic.example/reset-password?token=xyz"');
    expect(reset.html).toContain('Astro &#60;b&#62;');
    expect(reset.html).not.toContain('<b>');
  });
});

describe('the mail consumers in the running service', () => {
  let h: ServiceHarness<notification.NotificationServiceClient, undefined>;
  const queued = async () =>
    (await (await jetstreamManager(h.nc)).streams.info('MAIL_REQUESTS')).state.messages;
  const drained = () =>
    waitFor(async () => (await queued()) === 0, {
      timeoutMs: 5000,
      intervalMs: 50,
      what: 'an empty mail queue',
    });

  beforeAll(async () => {
    h = await startServiceHarness(notificationService, {
      label: 'mail',
      client: notification.NotificationServiceClient,
      env: {
        SMTP_HOST: testEnv('TEST_SMTP_HOST'),
        SMTP_PORT: testEnv('TEST_SMTP_PORT'),
        PUBLIC_URL: 'https://sonic.example/',
      },
    });
  }, 30_000);
  afterAll(() => h?.close());

  it('sends a real mail over SMTP for user.verification_requested', async () => {
    const email = `verify_${run}@example.com`;
    const token = `tok-${run}`;
    await publishEvent(
      h.nc,
      'user.verification_requested',
      newEnvelope('user.verification_requested', '41', 1, {
        $case: 'userVerificationRequested',
        value: { userId: 41, username: 'Nova', email, token, expiresAt: new Date().toISOString() },
      }),
    );
    const mail = await mailTo(email);
    expect(mail.Subject).toBe('Verify your Sonic Nexus email address');
    expect(mail.Text).toContain('Hi Nova,');
    expect(mail.Text).toMatch(new RegExp(`/api/verify-email\\?token=${token}`));
    // The raw token is not kept in NATS once the mail is out: the mail queue is a work queue.
    await drained();
    expect(await queued()).toBe(0);
  });

  it('ignores an event on a mail subject that is not a mail request, and takes it off the queue', async () => {
    const other = newEnvelope('user.deleted', '42', 4, { $case: 'userDeleted', value: { userId: 42 } });
    await publishEvent(h.nc, 'user.password_reset_requested', other);
    await drained();
    expect(await queued()).toBe(0);
    expect(await h.conn.collection('sent_emails').countDocuments({ _id: other.id as never })).toBe(0);
  });
});

describe('the password reset consumer', () => {
  let conn: mongoose.Connection;
  beforeAll(async () => {
    conn = await connectMongo(
      testEnv('TEST_MONGO_URL'),
      uniqueDbName('test_notification', 'handler'),
      logger,
    );
  });
  afterAll(async () => {
    await conn?.dropDatabase();
    await conn?.close();
  });

  it('mails an event once, however often it is delivered', async () => {
    const mailer = createMailer({
      host: testEnv('TEST_SMTP_HOST'),
      port: Number(testEnv('TEST_SMTP_PORT')),
      from: 'Sonic Nexus <a@b.c>',
    });
    const consumer = userPasswordResetRequested({
      sentEmails: await createSentEmailRepository(conn),
      mailer,
      publicUrl: 'https://sonic.example',
      logger,
    });
    const email = `reset_${run}@example.com`;
    const request = {
      userId: 42,
      username: 'Astro',
      email,
      token: `r-${run}`,
      expiresAt: new Date().toISOString(),
    };
    const envelope = newEnvelope('user.password_reset_requested', '42', 3, {
      $case: 'userPasswordResetRequested',
      value: request,
    });
    await consumer.handle(request, envelope);
    await consumer.handle(request, envelope);
    const mail = await mailTo(email);
    expect(mail.Text).toContain(`https://sonic.example/reset-password?token=r-${run}`);
    await noOtherMailTo(email, mail);
    expect(await conn.collection('sent_emails').countDocuments({ _id: envelope.id as never })).toBe(1);
  });
});
