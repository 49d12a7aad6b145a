// Builds the shell's /runtime-config.json from the environment, so a remote can move (new URL,
// new version) without rebuilding the shell. The shell parses this shape in
// shell/src/remotes/runtime-config.ts and falls back to the same relative defaults.

export type RemoteArea = 'feed' | 'profile' | 'auth';

export interface RuntimeConfigJson {
  remotes: Record<RemoteArea, string>;
}

export const remoteUrlSettings: Record<RemoteArea, { env: string; fallback: string }> = {
  feed: { env: 'MFE_FEED_URL', fallback: '/mfe/feed/mf-manifest.json' },
  profile: { env: 'MFE_PROFILE_URL', fallback: '/mfe/profile/mf-manifest.json' },
  auth: { env: 'MFE_AUTH_URL', fallback: '/mfe/auth/mf-manifest.json' },
};

export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeConfigJson {
  const url = (area: RemoteArea) => {
    const { env: name, fallback } = remoteUrlSettings[area];
    return env[name]?.trim() || fallback;
  };
  return { remotes: { feed: url('feed'), profile: url('profile'), auth: url('auth') } };
}
