// The addresses of the real stores the jest run started (test/global-setup.ts and the per-file
// NATS of test/isolated-nats-environment.js hand them over as TEST_* variables).
export type TestVariable =
  'TEST_MONGO_URL' | 'TEST_NATS_URL' | 'TEST_SMTP_HOST' | 'TEST_SMTP_PORT' | 'TEST_MAILPIT_URL';

export function testEnv(name: TestVariable): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through the root jest config (globalSetup)`);
  return value;
}

/** A database name no other test file or run uses. */
export function uniqueDbName(prefix: string, label: string): string {
  return `${prefix}_${label}_${Date.now().toString(36)}_${process.pid}`.replace(/[^A-Za-z0-9_]/g, '_');
}

/**
 * Tests never call a third party: the playlist service's oEmbed endpoints are off ('' disables a
 * platform) unless a test names its own fake server. Other services ignore these settings.
 */
export const THIRD_PARTIES_OFF: NodeJS.ProcessEnv = {
  OEMBED_SPOTIFY_URL: '',
  OEMBED_YOUTUBE_URL: '',
  OEMBED_SOUNDCLOUD_URL: '',
};
