// Shell (host): owns the route table and loads the remotes at runtime from /runtime-config.json,
// so it declares no build-time remotes. Its production pages carry the prerendered frame.
import type { Configuration } from '@rspack/core';
// Build tooling shared by the four front ends (scripts/web); it is never bundled into the app.
import { createWebConfig, type WebMode } from '@sonic-nexus/scripts/web-config';

async function prerenderedFrames(): Promise<{ home: string; page: string }> {
  // Imported only for a production build: the frame's TSX components, rendered here in Node.
  const { renderHomeFrame, renderPageFrame } = await import('./src/prerender/render-frame');
  return { home: renderHomeFrame(), page: renderPageFrame() };
}

export default async function shellConfig(mode: WebMode): Promise<Configuration> {
  return createWebConfig('shell', mode, {
    title: 'Sonic Nexus',
    prerendered: mode === 'production' ? await prerenderedFrames() : undefined,
  });
}
