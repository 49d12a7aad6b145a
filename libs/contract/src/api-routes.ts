// The typed table of every /api route: spec §7 plus health, email verification and OpenAPI.
import { accountRoutes } from './routes/account-routes';
import { playlistRoutes } from './routes/playlist-routes';
import type { ApiRoute } from './routes/route-types';
import { notificationRoutes, systemRoutes } from './routes/system-routes';
import { userRoutes } from './routes/user-routes';

export type { ApiRoute, HttpMethod, RouteAuth } from './routes/route-types';

export const apiRoutes = {
  ...accountRoutes,
  ...playlistRoutes,
  ...userRoutes,
  ...notificationRoutes,
  ...systemRoutes,
};
export type ApiRouteName = keyof typeof apiRoutes;

export const apiRouteList: readonly ApiRoute[] = Object.values(apiRoutes);

/** /api/playlists/{id} → /api/playlists/:id (express form). */
export function toExpressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Fills the path params: buildPath('/api/users/{id}', { id: 7 }) → '/api/users/7'. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
