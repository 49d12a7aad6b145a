// The production HTTP app for one front end: static dist with sensible caching, and
//  - shell: GET /runtime-config.json from the environment + SPA fallback to index.html;
//  - remote: CORS on every asset (so it also loads cross-origin) + index.html for standalone use.
import path from 'node:path';
import express, { type Express, type Request, type Response, type NextFunction } from 'express';
import type { RuntimeConfigJson } from './runtime-config-env';

export interface StaticAppOptions {
  distDir: string;
  isRemote: boolean;
  runtimeConfig?: () => RuntimeConfigJson;
}

// Stable names are re-fetched every time; content-hashed chunks are cached for good.
const alwaysRevalidate = /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;

function setCacheHeaders(res: Response, filePath: string): void {
  res.setHeader(
    'Cache-Control',
    alwaysRevalidate.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable',
  );
}

function allowAnyOrigin(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  next();
}

/** Page navigations only: a missing chunk must stay a 404, never turn into HTML. */
function wantsHtml(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
}

export function createStaticApp(options: StaticAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  if (options.isRemote) app.use(allowAnyOrigin);
  const { runtimeConfig } = options;
  if (runtimeConfig) {
    app.get('/runtime-config.json', (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(runtimeConfig());
    });
  }
  app.use(express.static(options.distDir, { index: 'index.html', setHeaders: setCacheHeaders }));
  const indexHtml = path.join(options.distDir, 'index.html');
  app.use((req, res, next) => {
    if (!wantsHtml(req)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return app;
}
