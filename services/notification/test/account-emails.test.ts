// The account mails: user.* email requests on JetStream become real SMTP mails in Mailpit; links
// are built from PUBLIC_URL; a redelivered event (same envelope id) is mailed only once.
import {
  connectMongo,
  connectNats,
  createLogger,
  newEnvelope,
  publishEvent,
  type NatsConnection,
} from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { createEmailHandler } from '../src/email/email-consumer';
import { passwordResetMail, verificationMail } from '../src/email/email-templates';
import { createMailer } from '../src/email/mailer';
import { start, stop } from '../src/server';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through the root jest config`);
  return value;
};
const run = `${Date.now().toString(36)}${process.pid}`;
const logger = createLogger('mail-test', 'silent');

interface Summary {
  ID: string;
  To: Array<{ Address: string }> | null;
}

async function mailsTo(address: string): Promise<Summary[]> {
  const res = await fetch(`${env('TEST_MAILPIT_URL')}/api/v1/messages?limit=500`);
  const body = (await res.json()) as { messages: Summary[] };
  return body.messages.filter((m) => (m.To ?? []).some((t) => t.Address === address));
}

async function waitForMail(address: string): Promise<{ Subject: string; Text: string; HTML: string }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [found] = await mailsTo(address);
    if (found)
      return (await (await fetch(`${env('TEST_MAILPIT_URL')}/api/v1/message/${found.ID}`)).json()) as never;
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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

describe('the email consumer in the running service', () => {
  let nc: NatsConnection;
  beforeAll(async () => {
    await start({
      MONGO_URL: env('TEST_MONGO_URL'),
      NATS_URL: env('TEST_NATS_URL'),
      MONGO_DB: `test_notification_mail_${run}`,
      NOTIFICATION_GRPC_PORT: '0',
      ADMIN_PORT: '0',
      LOG_LEVEL: 'silent',
      SMTP_HOST: env('TEST_SMTP_HOST'),
      SMTP_PORT: env('TEST_SMTP_PORT'),
      PUBLIC_URL: 'https://sonic.example/',
    });
    nc = await connectNats(env('TEST_NATS_URL'), 'mail-test', logger);
  }, 30_000);
  afterAll(async () => {
    await nc?.close();
    await stop();
  });

  it('sends a real mail over SMTP for user.verification_requested', async () => {
    const email = `verify_${run}@example.com`;
    const token = `tok-${run}`;
    await publishEvent(
      nc,
      'user.verification_requested',
      newEnvelope('user.verification_requested', '41', 1, {
        $case: 'userVerificationRequested',
        value: { userId: 41, username: 'Nova', email, token, expiresAt: new Date().toISOString() },
      }),
    );
    const mail = await waitForMail(email);
    // Every notification instance of the jest run shares the durable, so any may send it.
    expect(mail.Subject).toBe('Verify your Sonic Nexus email address');
    expect(mail.Text).toContain('Hi Nova,');
    expect(mail.Text).toMatch(new RegExp(`/api/verify-email\\?token=${token}`));
    // The raw token is not kept in NATS once the mail is out: the mail queue is a work queue.
    const jsm = await nc.jetstreamManager();
    const queued = async () => (await jsm.streams.info('MAIL_REQUESTS')).state.messages;
    for (let tries = 0; (await queued()) > 0 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await queued()).toBe(0);
  });
});

describe('the email handler', () => {
  let conn: mongoose.Connection;
  beforeAll(async () => {
    conn = await connectMongo(env('TEST_MONGO_URL'), `test_notification_handler_${run}`, logger);
  });
  afterAll(async () => {
    await conn?.dropDatabase();
    await conn?.close();
  });

  it('mails an event once, however often it is delivered, and ignores other events', async () => {
    const mailer = createMailer({
      host: env('TEST_SMTP_HOST'),
      port: Number(env('TEST_SMTP_PORT')),
      from: 'Sonic Nexus <a@b.c>',
    });
    const handle = await createEmailHandler({ conn, mailer, publicUrl: 'https://sonic.example', logger });
    const email = `reset_${run}@example.com`;
    const envelope = newEnvelope('user.password_reset_requested', '42', 3, {
      $case: 'userPasswordResetRequested',
      value: { userId: 42, username: 'Astro', email, token: `r-${run}`, expiresAt: new Date().toISOString() },
    });
    await handle(envelope);
    await handle(envelope);
    await handle(newEnvelope('user.deleted', '42', 4, { $case: 'userDeleted', value: { userId: 42 } }));
    const mail = await waitForMail(email);
    expect(mail.Text).toContain(`https://sonic.example/reset-password?token=r-${run}`);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await conn.collection('sent_emails').countDocuments({ _id: envelope.id as never })).toBe(1);
    mailer.close();
  });
});
