// Playlists: feed, leaderboard, detail and preview (public); submission, tag edits and deletion
// (signed in; the playlist service enforces ownership and answers PERMISSION_DENIED → 403).
import { apiRoutes, serverMessages } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import type { Router } from 'express';
import { apiRouter } from '../http/api-router';
import { gatewayLimits, type LimitDeps } from '../accounts/gateway-limits';
import type { ServiceClients } from '../clients';
import { bindRoute } from '../http/bind-route';
import type { PublicReadCache } from '../read-cache/public-read-cache';
import type { DeletedHere } from './deleted-here';
import { readIdempotencyKey } from '../http/idempotency-key';
import { toCreateRequest } from './create-request';
import { toFeedPage, toPlaylist, toPreview } from './playlist-mapper';

export interface PlaylistDeps extends LimitDeps {
  clients: Pick<ServiceClients, 'playlist'>;
  readCache?: PublicReadCache;
  /** deletions made here, which votes sent here must see at once (deleted-here.ts) */
  deletedHere: DeletedHere;
}

export function playlistRoutes(deps: PlaylistDeps): Router {
  const client = deps.clients.playlist;
  const router = apiRouter();
  const cached = { cache: deps.readCache };

  bindRoute(
    router,
    apiRoutes.listPlaylists,
    async ({ query }) => {
      const page = await unary(client, client.listPlaylists, {
        page: query.page,
        limit: query.limit,
        tag: query.tag ?? '',
        platform: query.platform ?? '',
        q: query.q ?? '',
      });
      return toFeedPage(page);
    },
    cached,
  );

  // Registered before /{id} so 'top' is never taken for an id.
  bindRoute(
    router,
    apiRoutes.listTopPlaylists,
    async ({ query }) => {
      const list = await unary(client, client.listTopPlaylists, { limit: query.limit });
      return list.playlists.map(toPlaylist);
    },
    cached,
  );

  bindRoute(
    router,
    apiRoutes.getPlaylist,
    async ({ params }) => toPlaylist(await unary(client, client.getPlaylist, { playlistId: params.id })),
    cached,
  );

  // Each submission counts against the user's limit (429 beyond: RATE_LIMIT_SUBMIT_*).
  const limits = gatewayLimits(deps);
  bindRoute(router, apiRoutes.createPlaylist, async ({ body, user, req, res }) => {
    await limits.submit(String(user.id), res);
    return toPlaylist(
      await unary(client, client.createPlaylist, toCreateRequest(body, user, readIdempotencyKey(req))),
    );
  });

  bindRoute(router, apiRoutes.previewPlaylist, async ({ query }) =>
    toPreview(await unary(client, client.previewPlaylist, { url: query.url })),
  );

  bindRoute(router, apiRoutes.updateTags, async ({ params, body, user }) =>
    toPlaylist(
      await unary(client, client.updateTags, { playlistId: params.id, userId: user.id, tags: body.tags }),
    ),
  );

  bindRoute(router, apiRoutes.deletePlaylist, async ({ params, user }) => {
    await unary(client, client.deletePlaylist, { playlistId: params.id, userId: user.id });
    deps.deletedHere.mark(params.id);
    return { message: serverMessages.playlistDeleted };
  });

  return router;
}
