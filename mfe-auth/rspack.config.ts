// Auth remote: /auth tabs and password reset.
import type { Configuration } from '@rspack/core';
// Build tooling shared by the four front ends (scripts/web); it is never bundled into the app.
import { createWebConfig, type WebMode } from '@sonic-nexus/scripts/web-config';

export default function authConfig(mode: WebMode): Configuration {
  return createWebConfig('mfe-auth', mode, {
    title: 'Sonic Nexus Auth',
    exposes: { './AuthRoutes': './src/AuthRoutes.tsx' },
  });
}
