import { DomainError } from '@sonic-nexus/service-kit';
import type { UserRecord } from '../repository/user-repository';
import { hashToken } from '../sessions/session-token';
import type { Deps } from './deps';

/** Unknown, expired or orphaned sessions all look the same to the caller. */
export async function getSessionUser(
  deps: Pick<Deps, 'sessions' | 'users' | 'now'>,
  token: string,
): Promise<UserRecord> {
  const unauthenticated = () => new DomainError('unauthenticated', 'Not authenticated');
  if (!token) throw unauthenticated();
  const session = await deps.sessions.findByTokenHash(hashToken(token));
  if (!session || session.expiresAt.getTime() <= deps.now().getTime()) throw unauthenticated();
  const user = await deps.users.findById(session.userId);
  if (!user) throw unauthenticated();
  return user;
}
