import { hashToken, newOpaqueToken } from '../sessions/session-token';
import type { Deps } from './deps';

export interface OpenedSession {
  sessionToken: string;
  expiresAt: Date;
}

/** A fresh session for every sign-in (the cookie is rotated); expired ones of the user are swept. */
export async function openSession(
  deps: Pick<Deps, 'sessions' | 'now' | 'ttlMs'>,
  userId: number,
): Promise<OpenedSession> {
  const now = deps.now();
  const sessionToken = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + deps.ttlMs.session);
  await deps.sessions.insert({
    tokenHash: hashToken(sessionToken),
    userId,
    expiresAt,
    createdAt: now,
  });
  await deps.sessions.deleteExpired(userId, now);
  return { sessionToken, expiresAt };
}
