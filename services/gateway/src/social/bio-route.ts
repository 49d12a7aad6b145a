// The bio (spec §5): at most 120 characters (the contract's bioBody checks it, with the spec's
// message), stored as written; the page renders it safely. Answers the updated user.
import { apiRoutes } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import type { Router } from 'express';
import { apiRouter } from '../http/api-router';
import type { ServiceClients } from '../clients';
import { bindRoute } from '../http/bind-route';
import type { SessionUserCache } from '../http/session-user-cache';
import { toUser } from '../http/user-mapper';

export interface BioDeps {
  clients: Pick<ServiceClients, 'user'>;
  /** forgotten after the change, so GET /api/user shows the new bio at once */
  sessionCache?: SessionUserCache;
}

export function bioRoutes(deps: BioDeps): Router {
  const { user } = deps.clients;
  const router = apiRouter();
  bindRoute(router, apiRoutes.updateBio, async ({ body, user: me }) => {
    const updated = await unary(user, user.updateBio, { userId: me.id, bio: body.bio });
    deps.sessionCache?.clear();
    return toUser(updated);
  });
  return router;
}
