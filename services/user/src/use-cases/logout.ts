import { hashToken } from '../sessions/session-token';
import type { Deps } from './deps';

/**
 * Ends this one session; the user's other sessions stay alive. The account keeps listing the hash
 * until it expires (pruned at a later sign-in): the session document is gone, which suffices.
 */
export async function logout(deps: Pick<Deps, 'sessions' | 'sessionCache'>, token: string): Promise<void> {
  if (!token) return;
  const tokenHash = hashToken(token);
  const session = await deps.sessions.findByTokenHash(tokenHash);
  await deps.sessions.deleteByTokenHashes([tokenHash]);
  deps.sessionCache.evict(tokenHash);
  // announced to the gateways, which may keep this session's user for longer than a moment
  if (session) deps.sessionCache.evictUser(session.userId);
}
