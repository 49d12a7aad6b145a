// The production HTTP app for one front end: static dist with sensible caching, and
//  - shell: GET /runtime-config.json from the environment + SPA fallback to page.html (the frame
//    prerendered for every page but the home page's index.html; index.html when there is none);
//  - remote: CORS on every asset (so it also loads cross-origin) + index.html for standalone use,
//    and GET /_prerender when its build drew pages for the server (prerender-route.ts);
//  - both: the security headers (security-headers.ts), and no source maps (built for profiling,
//    never served: they hold the whole TypeScript).
import type { ServerResponse } from 'node:http';
import compression from 'compression';
import express, { type Express, type Request, type Response, type NextFunction } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { RuntimeConfigJson } from './runtime-config-env';
import { pageSecurityHeaders, remoteOrigins } from './security-headers';
import { PRERENDER_PATH } from './prerender-bundle';
import { prerenderRoute } from './prerender-route';
import { askFeedPage } from './prerendered-page';
import { shareMeta } from './share-meta';
import { spaPage } from './spa-page';

export interface StaticAppOptions {
  distDir: string;
  isRemote: boolean;
  runtimeConfig?: () => RuntimeConfigJson;
}

// Stable names are re-fetched every time; content-hashed chunks are cached for good. The path may
// be a precompressed copy (remoteEntry.js.br).
const alwaysRevalidate =
  /(^|\/)(index\.html|page\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|favicon\.svg|manifest\.webmanifest)(\.br|\.gz)?$/;

function setCacheHeaders(res: ServerResponse, filePath: string): void {
  res.setHeader(
    'Cache-Control',
    alwaysRevalidate.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable',
  );
}

function allowAnyOrigin(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  next();
}

/**
 * Page navigations only: a missing chunk must stay a 404, never turn into HTML. A path without an
 * extension is a page whatever Accept says (crawlers and curl accept any type).
 */
function wantsHtml(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  return (req.headers.accept ?? '').includes('text/html') || !/\.[^/]*$/.test(req.path);
}

export function createStaticApp(options: StaticAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  const { runtimeConfig } = options;
  const remoteUrls = runtimeConfig ? Object.values(runtimeConfig().remotes) : [];
  const securityHeaders = pageSecurityHeaders(remoteOrigins(remoteUrls));
  app.use((_req, res, next) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    next();
  });
  app.use((req, res, next) => (req.path.endsWith('.map') ? res.sendStatus(404) : next()));
  // Server to server (the shell's server asks it), so before the CORS that the assets get.
  const prerender = options.isRemote ? prerenderRoute(options.distDir) : null;
  if (prerender) app.get(PRERENDER_PATH, prerender);
  if (options.isRemote) app.use(allowAnyOrigin);
  // The image's HEALTHCHECK and the chart's probes: the process serves (files are read per request).
  app.get(['/healthz', '/readyz'], (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  if (runtimeConfig) {
    app.get('/runtime-config.json', (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(runtimeConfig());
    });
  }
  if (!options.isRemote) {
    // Link previews (share-meta.ts) and the playlist page drawn by the feed's server
    // (prerendered-page.ts): HTML made per request, so compressed per request (brotli at 4, as
    // fast as gzip here). The files below come precompressed and are left alone (compression skips
    // an answer that already has a Content-Encoding).
    app.use(compression());
    app.use(shareMeta({ distDir: options.distDir, askPage: askFeedPage() }));
  }
  // Serves <file>.br / <file>.gz written at build time (scripts/web/precompress.ts) when the client
  // accepts them, with Content-Encoding and Vary: Accept-Encoding; images have no such copies.
  const serveDist = expressStaticGzip(options.distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: 'index.html',
    serveStatic: { setHeaders: setCacheHeaders },
  });
  app.use(serveDist);
  app.use((req, res, next) => {
    if (!wantsHtml(req)) return next();
    // SPA fallback (precompressed like every page).
    req.url = `/${spaPage(options.distDir)}`;
    serveDist(req, res, next);
  });
  return app;
}
