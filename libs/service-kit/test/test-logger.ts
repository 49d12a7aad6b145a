import { createLogger } from '../src/logger';

/** Quiet unless a test run asks for logs (LOG_LEVEL=debug npx jest ...). */
export const testLogger = createLogger('service-kit-test', process.env.LOG_LEVEL ?? 'silent');

export function requireEnv(name: 'TEST_MONGO_URL' | 'TEST_NATS_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set; run through the root jest config (globalSetup)`);
  return value;
}

export const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Polls `cond` every 25 ms; service-kit's own tests cannot use the test kit, which builds on it. */
export async function waitFor(cond: () => boolean, timeoutMs = 8000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
