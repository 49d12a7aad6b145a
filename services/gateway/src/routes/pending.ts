// Routes of the contract that later issues implement: they already authenticate and validate like
// the real ones, then answer 501, so clients see the final paths and error shapes today.
import { apiRoutes, serverMessages, type ApiRouteName } from '@sonic-nexus/contract';
import { Router } from 'express';
import { bindRoute } from '../http/bind-route';
import { HttpError } from '../http/http-error';

export function pendingRoutes(implemented: ReadonlySet<ApiRouteName>): Router {
  const router = Router();
  for (const [name, route] of Object.entries(apiRoutes) as Array<
    [ApiRouteName, (typeof apiRoutes)[ApiRouteName]]
  >) {
    if (implemented.has(name)) continue;
    bindRoute(router, route, async () => {
      throw new HttpError(501, serverMessages.notImplemented);
    });
  }
  return router;
}
