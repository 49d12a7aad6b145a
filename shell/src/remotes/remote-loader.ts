// Registers the remotes from the runtime config with the Module Federation runtime and loads an
// area's route module. On a retry the remote is registered again with `force`, which drops the
// runtime's cached manifest, entry script and module for it, so a server that came back is used.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { remoteAreaNames, remoteAreas, type RemoteAreaName } from './remote-areas';
import { defaultRuntimeConfig, type RuntimeConfig } from './runtime-config';

let activeConfig: RuntimeConfig = defaultRuntimeConfig();

function remoteFor(area: RemoteAreaName) {
  // A fresh object every time: the runtime normalises (mutates) what it is given.
  return { name: remoteAreas[area].federationName, entry: activeConfig.remotes[area] };
}

export function registerAreaRemotes(config: RuntimeConfig): void {
  activeConfig = config;
  registerRemotes(remoteAreaNames.map(remoteFor));
}

interface RouteModule {
  default?: ComponentType;
}

export async function loadAreaModule(area: RemoteAreaName, afterFailure: boolean): Promise<ComponentType> {
  if (afterFailure) registerRemotes([remoteFor(area)], { force: true });
  const { moduleId } = remoteAreas[area];
  const loaded = await loadRemote<RouteModule>(moduleId);
  if (!loaded?.default) throw new Error(`${moduleId} did not provide a route component`);
  return loaded.default;
}

/**
 * Starts loading an area's module before React asks for it (the page's own remote, at start).
 * A failure is left to RemoteArea, which loads it again and shows the error card with Retry.
 */
export function warmAreaModule(area: RemoteAreaName): void {
  loadRemote(remoteAreas[area].moduleId).catch(() => undefined);
}
