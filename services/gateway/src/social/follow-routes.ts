// Follows (spec §3, §7): follow and unfollow answer the followed user's counts and the new status;
// the user service answers everything from its follow graph.
import { apiRoutes } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import type { Router } from 'express';
import { apiRouter } from '../http/api-router';
import type { ServiceClients } from '../clients';
import { bindRoute } from '../http/bind-route';
import { toPublicUser } from './public-user';

export interface FollowDeps {
  clients: Pick<ServiceClients, 'user'>;
}

export function followRoutes(deps: FollowDeps): Router {
  const { user } = deps.clients;
  const router = apiRouter();

  bindRoute(router, apiRoutes.getFollowCounts, async ({ params }) =>
    unary(user, user.getFollowCounts, { userId: params.userId }),
  );

  bindRoute(router, apiRoutes.getFollowingStatus, async ({ params, user: me }) =>
    unary(user, user.getFollowingStatus, { followerId: me.id, followingId: params.userId }),
  );

  bindRoute(router, apiRoutes.follow, async ({ params, user: me }) => ({
    ...(await unary(user, user.follow, { followerId: me.id, followingId: params.userId })),
    isFollowing: true,
  }));

  bindRoute(router, apiRoutes.unfollow, async ({ params, user: me }) => ({
    ...(await unary(user, user.unfollow, { followerId: me.id, followingId: params.userId })),
    isFollowing: false,
  }));

  bindRoute(router, apiRoutes.listFollowers, async ({ user: me }) =>
    (await unary(user, user.listFollowers, { userId: me.id })).users.map(toPublicUser),
  );

  return router;
}
