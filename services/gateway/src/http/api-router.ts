// Every /api router matches paths exactly (issue 27, DESIGN §7): strict (no trailing-slash
// variant) and case-sensitive, so `/API/...` or `.../stream/` is a 404 and never a second
// spelling of a route that limits, caches or logs recognise.
import { Router } from 'express';

export const STRICT_ROUTING = { strict: true, caseSensitive: true } as const;

export const apiRouter = (): Router => Router(STRICT_ROUTING);
