import { notification } from '@sonic-nexus/proto';
import { defineService } from '@sonic-nexus/service-kit';
import { configSchema } from './config';
import { consumers } from './consumers';
import { createMailer } from './email/mailer';
import { notificationServiceImpl } from './grpc/notification-service';
import { initNotificationModel } from './repository/notification-model';
import { createSentEmailRepository } from './repository/sent-email-repository';
import type { Deps } from './use-cases/deps';

/** The one durable that read both mail subjects before there was one durable per subject. */
const LEGACY_MAIL_DURABLE = 'notification-email';

// JetStream's error code for "consumer not found": a machine without old data has no such durable.
const isConsumerNotFound = (err: unknown) =>
  (err as { api_error?: { err_code?: number } } | null)?.api_error?.err_code === 10014;

export const notificationService = defineService({
  name: 'notification',
  configSchema,
  grpcPort: (config) => config.NOTIFICATION_GRPC_PORT,
  async build({ config, conn, nc, logger }) {
    // A work queue refuses a consumer whose filter overlaps another's, so the legacy durable goes.
    const jsm = await nc.jetstreamManager();
    await jsm.consumers.delete('MAIL_REQUESTS', LEGACY_MAIL_DURABLE).catch((err: unknown) => {
      if (!isConsumerNotFound(err)) throw err;
    });
    await initNotificationModel(conn);
    const deps: Deps = {
      sentEmails: await createSentEmailRepository(conn),
      mailer: createMailer({ host: config.SMTP_HOST, port: config.SMTP_PORT, from: config.MAIL_FROM }),
      publicUrl: config.PUBLIC_URL,
      logger,
    };
    return {
      grpc: [
        { definition: notification.NotificationServiceService, implementation: notificationServiceImpl() },
      ],
      consumers: consumers(deps),
    };
  },
});

export const { start, stop } = notificationService;
