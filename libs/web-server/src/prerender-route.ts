// GET /_prerender?path=/playlists/{id}&wide=0|1 on a remote's static server: the remote's page drawn
// on the server, for the shell's server to put into the HTML it sends (prerendered-page.ts).
//   200 { html, state }: the page and the query cache it was drawn from;
//   204: the remote leaves this page to the browser (another path, an unknown playlist, the
//        gateway away); 400: no path; 500: the render threw (logged); 404 when asked through a
//        proxy (the edge, an Ingress): only the shell's server, inside, asks for pages.
// Loaded from the app's dist/.prerender bundle (prerender-bundle.ts) as the server starts; a remote
// without one has no such route.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RequestHandler } from 'express';
import { prerenderBundleFile, type PrerenderModule } from './prerender-bundle';
import { serverApiOrigin } from './server-origins';

function isPrerenderModule(value: unknown): value is PrerenderModule {
  const m = value as Partial<PrerenderModule> | null;
  return typeof m?.renderPage === 'function' && typeof m.setApiOrigin === 'function';
}

/** The route, or null when the app's build has no prerender bundle. */
export function prerenderRoute(distDir: string, apiOrigin = serverApiOrigin()): RequestHandler | null {
  const file = prerenderBundleFile(distDir);
  if (!existsSync(file)) return null;
  let loaded: PrerenderModule | undefined;
  const load = (): PrerenderModule => {
    if (loaded) return loaded;
    // createRequire: a plain require would be resolved by the bundler of this server itself.
    const module: unknown = createRequire(file)(file);
    if (!isPrerenderModule(module)) throw new Error(`${file} exports no renderPage and setApiOrigin`);
    module.setApiOrigin(apiOrigin);
    loaded = module;
    return module;
  };
  // Loaded as the server starts rather than on the first page (a few hundred ms for the bundle),
  // which would otherwise outlast the shell's short wait and go out undrawn.
  setImmediate(() => {
    try {
      load();
    } catch (error) {
      console.error('[prerender] the bundle could not be loaded:', error);
    }
  });
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (req.get('x-forwarded-for') !== undefined) {
      res.sendStatus(404);
      return;
    }
    const { path, wide } = req.query;
    if (typeof path !== 'string' || !path.startsWith('/')) {
      res.status(400).json({ error: 'path must be a page path such as /playlists/{id}' });
      return;
    }
    try {
      const page = await load().renderPage({ path, wide: wide !== '0' });
      if (page) res.json(page);
      else res.status(204).end();
    } catch (error) {
      console.error(`[prerender] ${path} failed:`, error);
      res.status(500).json({ error: 'the page could not be drawn' });
    }
  };
}
