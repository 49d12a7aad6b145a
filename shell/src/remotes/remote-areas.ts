// The remotes the shell composes: one entry per area of the site. Manifest URLs are relative by
// default so no host is baked into a build; deployments override them via /runtime-config.json.

export type RemoteAreaName = 'feed' | 'profile' | 'auth';

interface RemoteAreaDefinition {
  /** Module Federation name of the remote container. */
  federationName: string;
  /** Module id passed to loadRemote: `<federationName>/<exposed key without ./>`. */
  moduleId: string;
  defaultManifestUrl: string;
}

export const remoteAreas: Record<RemoteAreaName, RemoteAreaDefinition> = {
  feed: {
    federationName: 'mfe_feed',
    moduleId: 'mfe_feed/FeedRoutes',
    defaultManifestUrl: '/mfe/feed/mf-manifest.json',
  },
  profile: {
    federationName: 'mfe_profile',
    moduleId: 'mfe_profile/ProfileRoutes',
    defaultManifestUrl: '/mfe/profile/mf-manifest.json',
  },
  auth: {
    federationName: 'mfe_auth',
    moduleId: 'mfe_auth/AuthRoutes',
    defaultManifestUrl: '/mfe/auth/mf-manifest.json',
  },
};

export const remoteAreaNames = Object.keys(remoteAreas) as RemoteAreaName[];
