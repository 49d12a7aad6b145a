import { DomainError } from '@sonic-nexus/service-kit';
import { hashToken } from '../sessions/session-token';
import type { Account } from './account';
import type { Deps } from './deps';

/**
 * The session by its hash (`_id`), then its account, which must still list it; the answer is
 * cached briefly (session-cache.ts). Unknown, expired, ended or orphaned sessions all look the
 * same to the caller.
 */
export async function getSessionUser(
  deps: Pick<Deps, 'sessions' | 'users' | 'sessionCache' | 'now'>,
  token: string,
): Promise<Account> {
  const unauthenticated = () => new DomainError('unauthenticated', 'Not authenticated');
  if (!token) throw unauthenticated();
  const tokenHash = hashToken(token);
  const now = deps.now();
  const cached = deps.sessionCache.get(tokenHash, now);
  if (cached) return cached;
  const generation = deps.sessionCache.generation();
  const session = await deps.sessions.findByTokenHash(tokenHash);
  if (!session || session.expiresAt.getTime() <= now.getTime()) throw unauthenticated();
  const user = await deps.users.findSessionHolder(session.userId, tokenHash);
  if (!user) throw unauthenticated();
  const entry = { tokenHash, userId: user.id, value: user, sessionExpiresAt: session.expiresAt };
  deps.sessionCache.put(entry, now, generation);
  return user;
}
