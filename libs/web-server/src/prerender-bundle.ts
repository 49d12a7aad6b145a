// A remote that draws some of its pages on the server (issue 11: the feed's playlist page) has a
// src/prerender/server.ts. The build (scripts/web/build-prerender.ts) bundles it for Node into
// dist/.prerender/pages.js (a dot folder: never served, never precompressed, outside the bundle
// report), and the remote's static server loads it to answer GET /_prerender (prerender-route.ts).
import path from 'node:path';

/** Where a remote's server answers with a prerendered page. */
export const PRERENDER_PATH = '/_prerender';
const FOLDER = '.prerender';
const FILE = 'pages.js';

/** What src/prerender/server.ts exports. */
export interface PrerenderModule {
  setApiOrigin(origin: string): void;
  renderPage(request: { path: string; wide: boolean }): Promise<{ html: string; state: unknown } | null>;
}

export const prerenderBundle = (distDir: string) => ({ dir: path.join(distDir, FOLDER), file: FILE });

export function prerenderBundleFile(distDir: string): string {
  const { dir, file } = prerenderBundle(distDir);
  return path.join(dir, file);
}
