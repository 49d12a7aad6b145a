// Gateway configuration, checked at boot (a bad value stops the process with a clear message).
import { commonEnv, portSchema } from '@sonic-nexus/service-kit';
import { isIP } from 'node:net';
import { z } from 'zod';
import { rateLimitEnv } from './accounts/rate-limit-config';
import { bodyDeadlineEnv } from './http/body-deadline';
import { loadSheddingEnv } from './http/load-shedding';
import { queueWaitEnv } from './http/queue-wait';
import { workAdmissionEnv } from './http/work-admission';
import { streamSlotsEnv } from './notifications/stream-slots';
import { readCacheEnv } from './read-cache/read-cache-config';

const address = (fallback: string) => z.string().min(1).default(fallback);

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyEntry = (entry: string) => {
  const [ip, prefix, ...rest] = entry.split('/');
  const family = isIP(ip);
  if (!family || rest.length > 0) return PROXY_NAMES.includes(entry);
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * Express's `trust proxy`: which hops' X-Forwarded-For/-Proto to believe (the client address the
 * rate limits count, and `req.secure`). A hop count, true/false, or a list of names
 * (loopback, linklocal, uniquelocal), addresses and CIDR ranges, e.g. the Ingress pods' range.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('loopback')
  .transform((value, ctx): boolean | number | string[] => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isProxyEntry(entry));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `"${bad}" is no hop count, true/false, loopback/linklocal/uniquelocal, address or CIDR range`,
      });
      return z.NEVER;
    }
    return entries;
  });

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
  ...streamSlotsEnv,
  ...bodyDeadlineEnv,
  ...workAdmissionEnv,
  ...queueWaitEnv,
  // How long a session's user is kept (0: not at all). With the user service's own 500 ms, a
  // session ended through another gateway stops working within 1 s; hence the cap.
  SESSION_USER_CACHE_MS: z.coerce.number().int().min(0).max(500).default(500),
  // How long it is kept while the user service's session notices are trusted (every change is
  // announced at once; 0: never longer than SESSION_USER_CACHE_MS). Bounds how long a change the
  // notices missed could go unseen, should every check around them fail.
  SESSION_USER_CACHE_WATCHED_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_PORT: portSchema.default(1025),
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  TRUST_PROXY: trustProxySchema,
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
