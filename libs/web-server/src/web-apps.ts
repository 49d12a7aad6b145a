// Catalogue of the four front ends: where they live, what they are called in Module Federation
// and which port they serve on. Build, serve and dev scripts all read it.
import path from 'node:path';

export type WebAppName = 'shell' | 'mfe-feed' | 'mfe-profile' | 'mfe-auth';

export interface WebApp {
  name: WebAppName;
  dir: string;
  federationName: string;
  portEnv: string;
  defaultPort: number;
  isRemote: boolean;
}

const repoRoot = path.resolve(__dirname, '../../..');

export const webApps: Record<WebAppName, WebApp> = {
  shell: app('shell', 'shell', 'SHELL_PORT', 3100, false),
  'mfe-feed': app('mfe-feed', 'mfe_feed', 'MFE_FEED_PORT', 3101, true),
  'mfe-profile': app('mfe-profile', 'mfe_profile', 'MFE_PROFILE_PORT', 3102, true),
  'mfe-auth': app('mfe-auth', 'mfe_auth', 'MFE_AUTH_PORT', 3103, true),
};

function app(
  name: WebAppName,
  federationName: string,
  portEnv: string,
  defaultPort: number,
  isRemote: boolean,
): WebApp {
  return { name, dir: path.join(repoRoot, name), federationName, portEnv, defaultPort, isRemote };
}

function isWebAppName(value: string): value is WebAppName {
  return Object.hasOwn(webApps, value);
}

/** Resolves the CLI argument (app name) or fails with the list of valid names. */
export function webAppFromArg(arg: string | undefined): WebApp {
  if (arg && isWebAppName(arg)) return webApps[arg];
  throw new Error(`expected one of ${Object.keys(webApps).join(', ')}; got ${arg ?? 'nothing'}`);
}

export function webAppPort(app: WebApp, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[app.portEnv];
  const port = raw ? Number(raw) : app.defaultPort;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${app.portEnv} must be a TCP port, got ${raw}`);
  }
  return port;
}

/** Where an app's production build goes: <app>/dist, or <WEB_DIST_ROOT>/<app> when that is set. */
export function webAppDist(app: WebApp, env: NodeJS.ProcessEnv = process.env): string {
  return env.WEB_DIST_ROOT ? path.join(env.WEB_DIST_ROOT, app.name) : path.join(app.dir, 'dist');
}

export function webHost(env: NodeJS.ProcessEnv = process.env): string {
  return env.HOST || '127.0.0.1';
}
