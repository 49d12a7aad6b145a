// Every contract route no feature answers: it authenticates and validates like a real one, then
// answers 501, so clients already see the final paths and error shapes.
import { apiRoutes, serverMessages } from '@sonic-nexus/contract';
import { Router } from 'express';
import { bindRoute } from '../http/bind-route';
import { HttpError } from '../http/http-error';

// Mounted after every feature's routes, so it only answers what none of them took.
export function pendingRoutes(): Router {
  const router = Router();
  for (const route of Object.values(apiRoutes)) {
    bindRoute(router, route, async () => {
      throw new HttpError(501, serverMessages.notImplemented);
    });
  }
  return router;
}
