// The signed-in user's notifications and unread count.
// Filled by its issue; until then pendingRoutes answers these paths with 501.
import { Router } from 'express';
import type { AppDeps } from '../app';

export function notificationRoutes(_deps: AppDeps): Router {
  return Router();
}
