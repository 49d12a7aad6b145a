// Profile remote: Account Settings, public profile, followers and notifications.
import type { Configuration } from '@rspack/core';
import { createWebConfig, type WebMode } from '../scripts/web/rspack-config';

export default function profileConfig(mode: WebMode): Configuration {
  return createWebConfig('mfe-profile', mode, {
    title: 'Sonic Nexus Profile',
    exposes: { './ProfileRoutes': './src/ProfileRoutes.tsx' },
  });
}
