import { portSchema, serviceEnv } from '@sonic-nexus/service-kit';
import { z } from 'zod';

export const configSchema = z
  .object({
    ...serviceEnv,
    ADMIN_PORT: portSchema.default(9454),
    NOTIFICATION_GRPC_PORT: portSchema.default(50054),
    MONGO_DB: z.string().min(1).default('sonic_notification'),
    // Who follows whom is the user context's: a fan-out asks it (any gRPC target, see grpc-client).
    USER_SERVICE_ADDR: z.string().min(1).default('127.0.0.1:50051'),
    // A fan-out writes and announces this many notifications per step (one insert, one event).
    FANOUT_CHUNK_SIZE: z.coerce.number().int().min(1).max(5000).default(500),
    // Pause between a fan-out's steps, leaving the store room for other writes (0: none).
    FANOUT_PAUSE_MS: z.coerce.number().int().min(0).max(10_000).default(0),
    // Outgoing mail (Mailpit on one machine, any SMTP relay in production).
    SMTP_HOST: z.string().min(1).default('127.0.0.1'),
    SMTP_PORT: portSchema.default(1025),
    // A relay that asks for a login (the chart's Secret); Mailpit needs none. Port 465 speaks TLS
    // from the first byte, any other port upgrades with STARTTLS when the relay offers it.
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASSWORD: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default('Sonic Nexus <no-reply@sonic-nexus.local>'),
    // Links in mails point at the public site (the edge), never at an internal address.
    PUBLIC_URL: z
      .url()
      .default('http://localhost:8080')
      .transform((url) => url.replace(/\/+$/, '')),
  })
  .refine((config) => (config.SMTP_USER === undefined) === (config.SMTP_PASSWORD === undefined), {
    error: 'SMTP_USER and SMTP_PASSWORD go together: set both or neither',
    path: ['SMTP_PASSWORD'],
  });
