// Public profiles, stats, follows, bio and pictures.
// Filled by its issue; until then pendingRoutes answers these paths with 501.
import { Router } from 'express';
import type { AppDeps } from '../app';

export function socialRoutes(_deps: AppDeps): Router {
  return Router();
}
