// Shell (host): owns the route table and loads the remotes at runtime from /runtime-config.json,
// so it declares no build-time remotes.
import type { Configuration } from '@rspack/core';
// Build tooling shared by the four front ends (scripts/web); it is never bundled into the app.
import { createWebConfig, type WebMode } from '@sonic-nexus/scripts/web-config';

export default function shellConfig(mode: WebMode): Configuration {
  return createWebConfig('shell', mode, { title: 'Sonic Nexus' });
}
