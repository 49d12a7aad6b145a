// Votes, the user's votes and fire history (vote service, composed with playlists).
// Filled by its issue; until then pendingRoutes answers these paths with 501.
import { Router } from 'express';
import type { AppDeps } from '../app';

export function voteRoutes(_deps: AppDeps): Router {
  return Router();
}
