// Read side of playlists: feed page, leaderboard and one playlist, straight from the playlist service.
import { apiRoutes } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import { Router } from 'express';
import type { AppDeps } from '../app';
import { bindRoute } from '../http/bind-route';
import { toFeedPage, toPlaylist } from '../mappers/playlist-mapper';

export function playlistRoutes(deps: AppDeps): Router {
  const client = deps.clients.playlist;
  const router = Router();

  bindRoute(router, apiRoutes.listPlaylists, async ({ query }) => {
    const page = await unary(client, client.listPlaylists, {
      page: query.page,
      limit: query.limit,
      tag: query.tag ?? '',
      platform: query.platform ?? '',
      q: query.q ?? '',
    });
    return toFeedPage(page);
  });

  // Registered before /{id} so 'top' is never taken for an id.
  bindRoute(router, apiRoutes.listTopPlaylists, async ({ query }) => {
    const list = await unary(client, client.listTopPlaylists, { limit: query.limit });
    return list.playlists.map(toPlaylist);
  });

  bindRoute(router, apiRoutes.getPlaylist, async ({ params }) =>
    toPlaylist(await unary(client, client.getPlaylist, { playlistId: params.id })),
  );

  return router;
}
