// Routes of the contract that later issues implement: they already authenticate and validate like
// the real ones, then answer 501, so clients see the final paths and error shapes today.
import { apiRoutes, serverMessages } from '@sonic-nexus/contract';
import { Router } from 'express';
import { bindRoute } from '../http/bind-route';
import { HttpError } from '../http/http-error';

// Mounted after every real area, so it only ever answers what no area has taken yet.
export function pendingRoutes(): Router {
  const router = Router();
  for (const route of Object.values(apiRoutes)) {
    bindRoute(router, route, async () => {
      throw new HttpError(501, serverMessages.notImplemented);
    });
  }
  return router;
}
