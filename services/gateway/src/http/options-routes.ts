// The methods of each contract path: OPTIONS answers 204 with them (Express's own answer is a
// text/plain body, and every /api answer is JSON or empty), and any other method is 405 with the
// same Allow header (DESIGN §7), TRACE included.
import { apiRouteList, serverMessages, toExpressPath } from '@sonic-nexus/contract';
import type { Response, Router } from 'express';
import { apiRouter } from './api-router';

function allowedMethods(): Map<string, string> {
  const methods = new Map<string, Set<string>>();
  for (const route of apiRouteList) {
    const path = toExpressPath(route.path);
    const allowed = methods.get(path) ?? new Set(['OPTIONS']);
    allowed.add(route.method.toUpperCase());
    if (route.method === 'get') allowed.add('HEAD');
    methods.set(path, allowed);
  }
  // Fixed paths before those with parameters, so /api/playlists/top is not taken for an {id}.
  const paramCount = (path: string) => path.split(':').length;
  return new Map(
    [...methods]
      .sort(([a], [b]) => paramCount(a) - paramCount(b))
      .map(([path, allowed]) => [path, [...allowed].sort().join(', ')]),
  );
}

function refuseMethod(res: Response, allow: string): void {
  res.setHeader('Allow', allow);
  res.status(405).json({ message: serverMessages.methodNotAllowed });
}

export function optionsRoutes(): Router {
  const router = apiRouter();
  for (const [path, allow] of allowedMethods()) {
    router.options(path, (_req, res) => {
      res.setHeader('Allow', allow);
      res.status(204).end();
    });
  }
  return router;
}

/**
 * Before every route: a path without parameters (e.g. /api/users/account) reached with a method it
 * does not serve is 405, rather than taken as a value of a parameter route beside it
 * (GET /api/users/{id} with id 'account').
 */
export function fixedPathMethods(): Router {
  const router = apiRouter();
  for (const [path, allow] of allowedMethods()) {
    if (path.includes(':')) continue;
    const allowed = new Set(allow.split(', '));
    router.all(path, (req, res, next) => {
      if (allowed.has(req.method)) {
        next();
        return;
      }
      refuseMethod(res, allow);
    });
  }
  return router;
}

/** After every route: a contract path reached with a method none of its routes serves. */
export function methodNotAllowed(): Router {
  const router = apiRouter();
  for (const [path, allow] of allowedMethods()) {
    router.all(path, (_req, res) => refuseMethod(res, allow));
  }
  return router;
}
