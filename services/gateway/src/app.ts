// The express app of the BFF: logging, CSRF guard, JSON bodies, sessions, /api routes, errors.
import { type Health } from '@sonic-nexus/contract';
import express, { type Express } from 'express';
import type pino from 'pino';
import { pinoHttp } from 'pino-http';
import type { RateLimitConfig } from './accounts/rate-limit-config';
import type { ServiceClients } from './clients';
import type { GatewayConfig } from './config';
import { csrfGuard } from './http/csrf-guard';
import { apiNotFound, errorHandler } from './http/error-handler';
import { sessionMiddleware } from './http/session';
import { accountRoutes } from './routes/account';
import { docsRoutes } from './routes/docs';
import { healthRoutes } from './routes/health';
import { pendingRoutes } from './routes/pending';
import { notificationRoutes } from './routes/notifications';
import { playlistRoutes } from './routes/playlists';
import { socialRoutes } from './routes/social';
import { voteRoutes } from './routes/votes';

export interface AppDeps {
  config: Pick<GatewayConfig, 'PUBLIC_URL' | 'CSRF_ALLOWED_ORIGINS'> & Partial<RateLimitConfig>;
  clients: ServiceClients;
  logger: pino.Logger;
  health: () => Promise<Health>;
}

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
  // One router per route area; each issue fills its own file.
  app.use(accountRoutes(deps));
  app.use(playlistRoutes(deps));
  app.use(voteRoutes(deps));
  app.use(socialRoutes(deps));
  app.use(notificationRoutes(deps));
  // Last: whatever no area answered yet is a contract route still to come (501).
  app.use(pendingRoutes());
  app.use(apiNotFound);
  app.use(errorHandler);
  return app;
}
