// Builds the shell's /runtime-config.json from the environment, so a remote can move (new URL,
// new version) without rebuilding the shell. Only what the environment sets is sent: the shell
// owns the relative defaults (shell/src/remotes/remote-areas.ts) and applies them per area.

type RemoteArea = 'feed' | 'profile' | 'auth';

export interface RuntimeConfigJson {
  remotes: Partial<Record<RemoteArea, string>>;
}

const remoteUrlEnv: Record<RemoteArea, string> = {
  feed: 'MFE_FEED_URL',
  profile: 'MFE_PROFILE_URL',
  auth: 'MFE_AUTH_URL',
};

export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeConfigJson {
  const remotes: RuntimeConfigJson['remotes'] = {};
  for (const [area, name] of Object.entries(remoteUrlEnv) as Array<[RemoteArea, string]>) {
    const url = env[name]?.trim();
    if (url) remotes[area] = url;
  }
  return { remotes };
}
