// A machine upgraded with mail requests still queued behind the old single durable
// ('notification-email', both mail subjects): the work-queue stream refuses the per-subject
// durables while it exists, so the service removes it at boot and still mails what was queued.
import { notification } from '@sonic-nexus/proto';
import {
  connectNats,
  createLogger,
  ensureStreams,
  newEnvelope,
  publishEvent,
  subjectsOf,
  type NatsConnection,
} from '@sonic-nexus/service-kit';
import { startServiceHarness, testEnv, waitForMail } from '@sonic-nexus/test-kit';
import { AckPolicy, jetstreamManager } from '@nats-io/jetstream';
import { notificationService } from '../src';

const run = `${Date.now().toString(36)}${process.pid}`;
let nc: NatsConnection;

beforeAll(async () => {
  nc = await connectNats(testEnv('TEST_NATS_URL'), 'legacy-durable-test', createLogger('test', 'silent'));
});
afterAll(() => nc?.drain());

it('removes the legacy durable at boot and sends the mail it was holding', async () => {
  await ensureStreams(nc);
  const jsm = await jetstreamManager(nc);
  await jsm.consumers.add('MAIL_REQUESTS', {
    durable_name: 'notification-email',
    ack_policy: AckPolicy.Explicit,
    filter_subjects: subjectsOf('MAIL_REQUESTS'),
  });
  const email = `legacy_${run}@example.com`;
  await publishEvent(
    nc,
    'user.verification_requested',
    newEnvelope('user.verification_requested', '7', 1, {
      $case: 'userVerificationRequested',
      value: {
        userId: 7,
        username: 'Vega',
        email,
        token: `legacy-${run}`,
        expiresAt: new Date().toISOString(),
      },
    }),
  );

  const h = await startServiceHarness(notificationService, {
    label: 'legacy',
    client: notification.NotificationServiceClient,
    env: { SMTP_HOST: testEnv('TEST_SMTP_HOST'), SMTP_PORT: testEnv('TEST_SMTP_PORT') },
  });
  try {
    const mail = await waitForMail(testEnv('TEST_MAILPIT_URL'), email);
    expect(mail.Text).toContain(`/api/verify-email?token=legacy-${run}`);
    await expect(jsm.consumers.info('MAIL_REQUESTS', 'notification-email')).rejects.toThrow(/not found/);
  } finally {
    await h.close();
  }
});
