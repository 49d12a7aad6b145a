// GET /api/health: 200 when every dependency is up, 503 (same body) otherwise.
import { apiRoutes, type Health } from '@sonic-nexus/contract';
import type { Router } from 'express';
import { apiRouter } from '../http/api-router';

export function healthRoutes(report: () => Promise<Health>): Router {
  const router = apiRouter();
  router.get(apiRoutes.health.path, async (_req, res) => {
    const health = await report();
    res.set('cache-control', 'no-store');
    res.status(health.status === 'ok' ? 200 : 503).json(apiRoutes.health.response.parse(health));
  });
  return router;
}
