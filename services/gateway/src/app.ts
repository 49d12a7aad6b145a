// The express app of the BFF: logging, the upload-URL PUTs, CSRF guard, JSON bodies, sessions,
// each feature's /api routes (every contract route has one: gateway/test/app-http.test.ts), and errors.
import { apiRouteList, toExpressPath, UPLOAD_PATH, type Health } from '@sonic-nexus/contract';
import express, { type Express } from 'express';
import type pino from 'pino';
import { accountRoutes, type AccountDeps } from './accounts/account-routes';
import type { ServiceClients } from './clients';
import type { GatewayConfig } from './config';
import { STRICT_ROUTING } from './http/api-router';
import { bodyDeadline } from './http/body-deadline';
import { csrfGuard } from './http/csrf-guard';
import { apiNotFound, errorHandler } from './http/error-handler';
import { fixedPathMethods, methodNotAllowed, optionsRoutes } from './http/options-routes';
import { markArrival, withRequestDeadline } from './http/request-deadline';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { sessionMiddleware } from './http/session';
import { createWorkLimit, workAdmission } from './http/work-admission';
import type { SessionUserCache } from './http/session-user-cache';
import { notificationRoutes } from './notifications/notification-routes';
import { createStreamSlots } from './notifications/stream-slots';
import { pictureRoutes } from './pictures/picture-routes';
import { pictureUploadRoutes } from './pictures/upload-routes';
import { DeletedHere } from './playlists/deleted-here';
import { playlistRoutes } from './playlists/playlist-routes';
import { artistRoutes } from './social/artist-route';
import { bioRoutes } from './social/bio-route';
import { followRoutes } from './social/follow-routes';
import { profileRoutes } from './social/profile-routes';
import { clearOnWrite } from './read-cache/clear-on-write';
import type { PublicReadCache } from './read-cache/public-read-cache';
import { shareRoutes } from './share/card-routes';
import { docsRoutes } from './system/docs-routes';
import { healthRoutes } from './system/health-routes';
import { voteRoutes } from './votes/vote-routes';

export interface AppDeps {
  config: AccountDeps['config'] &
    Pick<
      GatewayConfig,
      | 'CSRF_ALLOWED_ORIGINS'
      | 'REQUEST_DEADLINE_MS'
      | 'TRUST_PROXY'
      | 'BODY_READ_TIMEOUT_MS'
      | 'UPLOAD_READ_TIMEOUT_MS'
      | 'MAX_STREAMS_PER_SESSION'
      | 'MAX_STREAMS_PER_CLIENT'
      | 'MAX_IN_FLIGHT_REQUESTS'
      | 'ADMISSION_TARGET_MS'
      | 'ADMISSION_MIN_WORK'
    >;
  clients: ServiceClients;
  logger: pino.Logger;
  health: () => Promise<Health>;
  /** public reads answered from memory for a moment; absent in tests that want every call to reach the services */
  readCache?: PublicReadCache;
  /** session → user answers kept for a moment; absent, every call asks the user service */
  sessionCache?: SessionUserCache;
}

const BODY_LIMIT = '100kb';
// The contract's multipart routes (exact paths: none has path parameters), exempt from the CSRF
// guard's JSON-only body rule.
const MULTIPART_PATHS = new Set(
  apiRouteList.filter((route) => route.bodyType === 'multipart').map((route) => toExpressPath(route.path)),
);

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // Whose X-Forwarded-For/-Proto to believe: the client address rate limits count, req.secure.
  app.set('trust proxy', deps.config.TRUST_PROXY);
  app.set('strict routing', STRICT_ROUTING.strict);
  app.set('case sensitive routing', STRICT_ROUTING.caseSensitive);
  app.use(markArrival);
  app.use(requestLog(deps.logger));
  app.use(securityHeaders);
  app.use(optionsRoutes());
  app.use(fixedPathMethods());
  const deadline = deps.config.REQUEST_DEADLINE_MS;
  const isUpload = (req: express.Request) => MULTIPART_PATHS.has(req.baseUrl + req.path);
  app.put(
    toExpressPath(UPLOAD_PATH),
    bodyDeadline(deps.config.UPLOAD_READ_TIMEOUT_MS),
    withRequestDeadline(deadline, () => true),
  );
  app.use(pictureUploadRoutes(deps)); // upload-URL PUTs: raw bytes, authorised by the URL, so before CSRF/JSON
  app.use(
    '/api',
    csrfGuard({
      publicUrl: deps.config.PUBLIC_URL,
      extraOrigins: deps.config.CSRF_ALLOWED_ORIGINS,
      nonJsonPaths: (path) => MULTIPART_PATHS.has(`/api${path}`),
    }),
    bodyDeadline(deps.config.BODY_READ_TIMEOUT_MS, (req) => !isUpload(req)),
    bodyDeadline(deps.config.UPLOAD_READ_TIMEOUT_MS, isUpload),
    express.json({ limit: BODY_LIMIT }),
    withRequestDeadline(deadline, isUpload),
    sessionMiddleware(deps.clients.user, deps.sessionCache),
    workAdmission(
      createWorkLimit(
        deps.config.ADMISSION_TARGET_MS,
        deps.config.ADMISSION_MIN_WORK,
        deps.config.MAX_IN_FLIGHT_REQUESTS,
      ),
    ),
  );
  if (deps.readCache) app.use('/api', clearOnWrite(deps.readCache));
  app.use(healthRoutes(deps.health));
  app.use(docsRoutes());
  app.use(accountRoutes(deps));
  const deletedHere = new DeletedHere();
  app.use(playlistRoutes({ ...deps, deletedHere }));
  app.use(voteRoutes({ ...deps, deletedHere }));
  app.use(followRoutes(deps));
  app.use(profileRoutes(deps));
  app.use(artistRoutes(deps));
  app.use(pictureRoutes(deps));
  app.use(bioRoutes(deps));
  const streamSlots = createStreamSlots({
    perSession: deps.config.MAX_STREAMS_PER_SESSION,
    perClient: deps.config.MAX_STREAMS_PER_CLIENT,
  });
  app.use(notificationRoutes({ ...deps, streamSlots }));
  app.use(shareRoutes(deps));
  app.use(methodNotAllowed());
  app.use(apiNotFound);
  app.use(errorHandler);
  return app;
}
