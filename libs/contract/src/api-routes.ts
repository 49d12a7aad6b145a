// The typed table of every /api route: spec §7 plus health, email verification and OpenAPI.
import { accountRoutes } from './routes/account-routes';
import { notificationRoutes } from './routes/notification-routes';
import { playlistRoutes } from './routes/playlist-routes';
import type { ApiRoute } from './routes/route-types';
import { systemRoutes } from './routes/system-routes';
import { userRoutes } from './routes/user-routes';
import { voteRoutes } from './routes/vote-routes';

export type { ApiRoute, HttpMethod } from './routes/route-types';

export const apiRoutes = {
  ...accountRoutes,
  ...playlistRoutes,
  ...voteRoutes,
  ...userRoutes,
  ...notificationRoutes,
  ...systemRoutes,
};

export const apiRouteList: readonly ApiRoute[] = Object.values(apiRoutes);
