// Gateway configuration, checked at boot (a bad value stops the process with a clear message).
import { commonEnv, portSchema } from '@sonic-nexus/service-kit';
import { z } from 'zod';
import { rateLimitEnv } from './accounts/rate-limit-config';
import { loadSheddingEnv } from './http/load-shedding';
import { readCacheEnv } from './read-cache/read-cache-config';

const address = (fallback: string) => z.string().min(1).default(fallback);

export const configSchema = z.object({
  ...commonEnv,
  GATEWAY_PORT: portSchema.default(3000),
  ADMIN_PORT: portSchema.default(9450),
  USER_SERVICE_ADDR: address('127.0.0.1:50051'),
  PLAYLIST_SERVICE_ADDR: address('127.0.0.1:50052'),
  VOTE_SERVICE_ADDR: address('127.0.0.1:50053'),
  NOTIFICATION_SERVICE_ADDR: address('127.0.0.1:50054'),
  MONGO_DB: z.string().min(1).default('sonic_gateway'),
  ...rateLimitEnv,
  ...readCacheEnv,
  ...loadSheddingEnv,
  // How long a session's user is kept (0: not at all). With the user service's own 500 ms, a
  // session ended through another gateway stops working within 1 s; hence the cap.
  SESSION_USER_CACHE_MS: z.coerce.number().int().min(0).max(500).default(500),
  SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_PORT: portSchema.default(1025),
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  // Extra origins allowed to send mutating calls, e.g. a remote's standalone dev server.
  CSRF_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin !== ''),
    ),
});

export type GatewayConfig = z.infer<typeof configSchema>;
