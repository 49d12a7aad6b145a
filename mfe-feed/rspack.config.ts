// Feed remote: home feed, playlist detail, Top 100 and Fire History.
import type { Configuration } from '@rspack/core';
// Build tooling shared by the four front ends (scripts/web); it is never bundled into the app.
import { createWebConfig, type WebMode } from '@sonic-nexus/scripts/web-config';

export default function feedConfig(mode: WebMode): Configuration {
  return createWebConfig('mfe-feed', mode, {
    title: 'Sonic Nexus Feed',
    exposes: { './FeedRoutes': './src/FeedRoutes.tsx' },
  });
}
