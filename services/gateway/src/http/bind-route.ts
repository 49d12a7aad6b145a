// Binds one entry of the contract's route table to an express router: auth first (401/403), then
// params/query/body validation (400), then the handler; the answer is checked against the
// contract's response schema so no field the contract does not name can leak out. Public reads
// may keep their answer in the public-read cache (read-cache/), which answers repeats before express.
import { toExpressPath, type ApiRoute, type User } from '@sonic-nexus/contract';
import type { Request, Response, Router } from 'express';
import type { ZodType, z } from 'zod';
import type { PublicReadCache } from '../read-cache/public-read-cache';
import { parseInput } from './validate-input';
import { requireUser, type Session } from './session';

type Parsed<S> = S extends ZodType ? z.output<S> : undefined;
type Answer<S> = S extends ZodType ? z.input<S> : void;

export interface RouteContext<R extends ApiRoute> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
  /** the signed-in user on 'session'/'verified' routes; null on public ones (use `session`) */
  user: R['auth'] extends 'public' ? null : User;
  session: Session;
  req: Request;
  res: Response;
}

export type RouteHandler<R extends ApiRoute> = (ctx: RouteContext<R>) => Promise<Answer<R['response']>>;

export function bindRoute<R extends ApiRoute>(
  router: Router,
  route: R,
  handler: RouteHandler<R>,
  options: { cache?: PublicReadCache } = {},
): void {
  const { cache } = options;
  if (cache && (route.auth !== 'public' || route.method !== 'get' || (route.status ?? 200) !== 200)) {
    throw new Error(`${route.method.toUpperCase()} ${route.path}: only public reads may be cached`);
  }
  router[route.method](toExpressPath(route.path), async (req: Request, res: Response) => {
    const generation = cache?.generation();
    const session = res.locals.session;
    const user = route.auth === 'public' ? null : await requireUser(session, route.auth === 'verified');
    const ctx = {
      params: route.params ? parseInput(route.params, req.params) : undefined,
      query: route.query ? parseInput(route.query, req.query) : undefined,
      body: route.body && route.bodyType !== 'multipart' ? parseInput(route.body, req.body ?? {}) : undefined,
      user,
      session,
      req,
      res,
    } as RouteContext<R>;
    const answer = await handler(ctx);
    if (!route.response || res.headersSent) return; // redirects answer by themselves
    const checked = route.response.safeParse(answer);
    if (!checked.success) {
      throw new Error(
        `${route.method.toUpperCase()} ${route.path} answer breaks the contract: ${checked.error.message}`,
      );
    }
    if (cache && generation !== undefined) {
      const json = JSON.stringify(checked.data);
      cache.store(req.originalUrl, generation, json);
      res.type('json').send(json); // the bytes and ETag res.json would send
      return;
    }
    res.status(route.status ?? 200).json(checked.data);
  });
}
