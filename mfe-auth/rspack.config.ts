// Auth remote: /auth tabs and password reset.
import type { Configuration } from '@rspack/core';
import { createWebConfig, type WebMode } from '../scripts/web/rspack-config';

export default function authConfig(mode: WebMode): Configuration {
  return createWebConfig('mfe-auth', mode, {
    title: 'Sonic Nexus Auth',
    exposes: { './AuthRoutes': './src/AuthRoutes.tsx' },
  });
}
