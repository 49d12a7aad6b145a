import * as grpc from '@grpc/grpc-js';
import { grpcError } from '@sonic-nexus/service-kit';
import type { SessionRepository } from '../repository/session-repository';
import type { UserRecord, UserRepository } from '../repository/user-repository';
import { hashSessionToken } from '../sessions/session-token';

export const NOT_AUTHENTICATED = 'Not authenticated';

/** Unknown, expired or orphaned sessions all look the same to the caller. */
export async function getSessionUser(
  deps: { sessions: SessionRepository; users: UserRepository; now?: () => Date },
  token: string,
): Promise<UserRecord> {
  const unauthenticated = () => grpcError(grpc.status.UNAUTHENTICATED, NOT_AUTHENTICATED);
  if (!token) throw unauthenticated();
  const session = await deps.sessions.findByTokenHash(hashSessionToken(token));
  const now = deps.now?.() ?? new Date();
  if (!session || session.expiresAt.getTime() <= now.getTime()) throw unauthenticated();
  const user = await deps.users.findById(session.userId);
  if (!user) throw unauthenticated();
  return user;
}
