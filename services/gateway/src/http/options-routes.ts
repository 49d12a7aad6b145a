// OPTIONS on a contract path answers 204 with the methods the contract serves there. Express's
// own answer is a text/plain body, and every /api answer is JSON or empty.
import { apiRouteList, toExpressPath } from '@sonic-nexus/contract';
import { Router } from 'express';

export function optionsRoutes(): Router {
  const methods = new Map<string, Set<string>>();
  for (const route of apiRouteList) {
    const path = toExpressPath(route.path);
    const allowed = methods.get(path) ?? new Set(['OPTIONS']);
    allowed.add(route.method.toUpperCase());
    if (route.method === 'get') allowed.add('HEAD');
    methods.set(path, allowed);
  }
  const router = Router();
  for (const [path, allowed] of methods) {
    router.options(path, (_req, res) => {
      res.setHeader('Allow', [...allowed].sort().join(', '));
      res.status(204).end();
    });
  }
  return router;
}
