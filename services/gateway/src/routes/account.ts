// Session-bound account calls. GET /api/user answers the signed-in user or 401.
import { apiRoutes } from '@sonic-nexus/contract';
import { Router } from 'express';
import type { AppDeps } from '../app';
import { bindRoute } from '../http/bind-route';

export function accountRoutes(_deps: AppDeps): Router {
  const router = Router();
  bindRoute(router, apiRoutes.getCurrentUser, async ({ user }) => user);
  return router;
}
