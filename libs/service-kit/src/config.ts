import { z } from 'zod';

/** Thrown when the environment does not satisfy a service's schema; names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly issues: Array<{ variable: string; message: string }>) {
    super(`invalid configuration: ${issues.map((i) => `${i.variable}: ${i.message}`).join('; ')}`);
    this.name = 'ConfigError';
  }
}

export const portSchema = z.coerce.number().int().min(0).max(65535);

/** Variables every Node process reads; spread into a service schema and override defaults there. */
export const commonEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().min(1).default('127.0.0.1'),
  // No default here: each process owns a different admin port (common.md), so its schema sets it.
  ADMIN_PORT: portSchema,
  MONGO_URL: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// URL')
    .default('mongodb://127.0.0.1:27017/'),
  NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
  // How many servers of a NATS cluster keep each stream and bucket this process creates (R3 on the
  // chart's 3-node JetStream: one server lost costs no event and no vote). 1 on one server.
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  // The one deadline policy (call-deadline.ts): a request's whole budget, from where it enters
  // the platform to its last gRPC hop. It covers a password hash and a queued vote on a busy host.
  REQUEST_DEADLINE_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
};

export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => ({
      variable: issue.path.join('.') || '(env)',
      message: issue.message,
    })),
  );
}

/** Variables every domain service reads; its schema adds its ports and database name. */
export const serviceEnv = {
  ...commonEnv,
  // How long after a write its events are relayed (a burst to one document goes out once), and
  // the retry delay after a failed relay. Tests raise it and flush by hand.
  OUTBOX_INTERVAL_MS: z.coerce.number().int().positive().default(10),
};
