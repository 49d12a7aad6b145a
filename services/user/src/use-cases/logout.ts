import { hashToken } from '../sessions/session-token';
import type { Deps } from './deps';

/**
 * Ends this one session; the user's other sessions stay alive. The account keeps listing the hash
 * until it expires (pruned at a later sign-in): the session document is gone, which suffices.
 */
export async function logout(deps: Pick<Deps, 'sessions' | 'sessionCache'>, token: string): Promise<void> {
  if (!token) return;
  const tokenHash = hashToken(token);
  await deps.sessions.deleteByTokenHashes([tokenHash]);
  deps.sessionCache.evict(tokenHash);
}
