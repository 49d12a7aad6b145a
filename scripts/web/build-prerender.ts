// Builds a remote's prerender bundle (libs/web-server/src/prerender-bundle.ts) into its dist, for
// Node, self-contained.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { prerenderBundle } from '@sonic-nexus/web-server/prerender-bundle';
import { buildNodeBundles } from '../deployables/node-bundle';

/** The remote's entry for it, relative to the app's folder. */
const PRERENDER_ENTRY = 'src/prerender/server.ts';

/** Builds the app's prerender bundle into its dist; false when the app has none. */
export async function buildPrerenderBundle(appDir: string, distDir: string): Promise<boolean> {
  const entry = path.join(appDir, PRERENDER_ENTRY);
  if (!existsSync(entry)) return false;
  const { dir, file } = prerenderBundle(distDir);
  const warnings = await buildNodeBundles([
    { entry, outDir: dir, filename: file, bundlePackages: true, react: true },
  ]);
  for (const warning of warnings) console.warn(`[prerender] warning: ${warning}`);
  return true;
}
