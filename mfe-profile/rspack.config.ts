// Profile remote: Account Settings, public profile, followers and notifications.
import type { Configuration } from '@rspack/core';
// Build tooling shared by the four front ends (scripts/web); it is never bundled into the app.
import { createWebConfig, type WebMode } from '@sonic-nexus/scripts/web-config';

export default function profileConfig(mode: WebMode): Configuration {
  return createWebConfig('mfe-profile', mode, {
    title: 'Sonic Nexus Profile',
    exposes: { './ProfileRoutes': './src/ProfileRoutes.tsx' },
  });
}
