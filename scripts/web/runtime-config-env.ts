// Builds the shell's /runtime-config.json from the environment, so a remote can move (new URL,
// new version) without rebuilding the shell.
import { defaultRuntimeConfig, type RuntimeConfig } from '../../shell/src/remotes/runtime-config';
import type { RemoteAreaName } from '../../shell/src/remotes/remote-areas';

export const remoteUrlEnv: Record<RemoteAreaName, string> = {
  feed: 'MFE_FEED_URL',
  profile: 'MFE_PROFILE_URL',
  auth: 'MFE_AUTH_URL',
};

export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const config = defaultRuntimeConfig();
  for (const [area, name] of Object.entries(remoteUrlEnv) as [RemoteAreaName, string][]) {
    const value = env[name]?.trim();
    if (value) config.remotes[area] = value;
  }
  return config;
}
