import { commonEnv, portSchema } from '@sonic-nexus/service-kit';
import { z } from 'zod';

export const configSchema = z.object({
  ...commonEnv,
  ADMIN_PORT: portSchema.default(9454),
  NOTIFICATION_GRPC_PORT: portSchema.default(50054),
  MONGO_DB: z.string().min(1).default('sonic_notification'),
});

export type NotificationConfig = z.infer<typeof configSchema>;
