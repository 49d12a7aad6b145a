// The express app of the BFF: logging, CSRF guard, JSON bodies, sessions, /api routes, errors.
import { type ApiRouteName, type Health } from '@sonic-nexus/contract';
import express, { type Express } from 'express';
import type pino from 'pino';
import { pinoHttp } from 'pino-http';
import type { ServiceClients } from './clients';
import type { GatewayConfig } from './config';
import { csrfGuard } from './http/csrf-guard';
import { apiNotFound, errorHandler } from './http/error-handler';
import { sessionMiddleware } from './http/session';
import { accountRoutes } from './routes/account';
import { docsRoutes } from './routes/docs';
import { healthRoutes } from './routes/health';
import { pendingRoutes } from './routes/pending';
import { playlistRoutes } from './routes/playlists';

export interface AppDeps {
  config: Pick<GatewayConfig, 'PUBLIC_URL' | 'CSRF_ALLOWED_ORIGINS'>;
  clients: ServiceClients;
  logger: pino.Logger;
  health: () => Promise<Health>;
}

const IMPLEMENTED = new Set<ApiRouteName>([
  'health',
  'openApi',
  'getCurrentUser',
  'listPlaylists',
  'listTopPlaylists',
  'getPlaylist',
]);

const BODY_LIMIT = '100kb';
const MULTIPART_PATHS = new Set(['/api/users/profile-picture/upload-direct']);

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback'); // the edge proxy on the same host forwards the client address
  app.use(
    pinoHttp({
      logger: deps.logger,
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
      // Only what is needed to follow a call: never cookies or other headers.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(
    '/api',
    csrfGuard({
      publicUrl: deps.config.PUBLIC_URL,
      extraOrigins: deps.config.CSRF_ALLOWED_ORIGINS,
      nonJsonPaths: (path) => MULTIPART_PATHS.has(`/api${path}`),
    }),
    express.json({ limit: BODY_LIMIT }),
    sessionMiddleware(deps.clients.user),
  );
  app.use(healthRoutes(deps.health));
  app.use(docsRoutes());
  app.use(accountRoutes());
  app.use(playlistRoutes(deps.clients.playlist));
  app.use(pendingRoutes(IMPLEMENTED));
  app.use(apiNotFound);
  app.use(errorHandler);
  return app;
}
