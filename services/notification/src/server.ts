import { notification } from '@sonic-nexus/proto';
import {
  createLogger,
  loadConfig,
  notYetImplemented,
  startServiceRuntime,
  type ServiceRuntime,
} from '@sonic-nexus/service-kit';
import { configSchema } from './config';
import { startEmailConsumer } from './email/email-consumer';
import { createMailer } from './email/mailer';
import { initNotificationModel } from './repository/notification-model';

export const SERVICE_NAME = 'notification-service';
let runtime: ServiceRuntime | undefined;

/** Boots the service; env defaults to process.env (tests pass their own, ports 0 = free). */
export async function start(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ grpcPort: number; adminPort: number }> {
  if (runtime) throw new Error(`${SERVICE_NAME} already started`);
  const config = loadConfig(configSchema, env);
  const logger = createLogger(SERVICE_NAME, config.LOG_LEVEL);
  runtime = await startServiceRuntime({
    name: SERVICE_NAME,
    host: config.HOST,
    grpcPort: config.NOTIFICATION_GRPC_PORT,
    adminPort: config.ADMIN_PORT,
    mongoUrl: config.MONGO_URL,
    mongoDb: config.MONGO_DB,
    natsUrl: config.NATS_URL,
    logger,
    setup: async ({ conn, nc }) => {
      await initNotificationModel(conn);
      const mailer = createMailer({ host: config.SMTP_HOST, port: config.SMTP_PORT, from: config.MAIL_FROM });
      const emails = await startEmailConsumer({ conn, nc, mailer, publicUrl: config.PUBLIC_URL, logger });
      // In-app notification RPCs answer UNIMPLEMENTED until the notifications issue lands.
      const implementation = notYetImplemented<notification.NotificationServiceServer>(
        notification.NotificationServiceService,
        {},
      );
      return {
        services: [{ definition: notification.NotificationServiceService, implementation }],
        stop: async () => {
          await emails.stop();
          mailer.close();
        },
      };
    },
  });
  return { grpcPort: runtime.grpcPort, adminPort: runtime.adminPort };
}

export async function stop(): Promise<void> {
  const current = runtime;
  runtime = undefined;
  await current?.stop();
}
