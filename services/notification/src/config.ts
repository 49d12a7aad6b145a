import { portSchema, serviceEnv } from '@sonic-nexus/service-kit';
import { z } from 'zod';

export const configSchema = z.object({
  ...serviceEnv,
  ADMIN_PORT: portSchema.default(9454),
  NOTIFICATION_GRPC_PORT: portSchema.default(50054),
  MONGO_DB: z.string().min(1).default('sonic_notification'),
  // Outgoing mail (Mailpit on one machine, any SMTP relay in production).
  SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_PORT: portSchema.default(1025),
  MAIL_FROM: z.string().min(3).default('Sonic Nexus <no-reply@sonic-nexus.local>'),
  // Links in mails point at the public site (the edge), never at an internal address.
  PUBLIC_URL: z
    .string()
    .url()
    .default('http://localhost:8080')
    .transform((url) => url.replace(/\/+$/, '')),
});
