import type { AccountDeps } from '../use-cases/account-deps';
import { hashSessionToken, newOpaqueToken } from './session-token';

export interface OpenedSession {
  sessionToken: string;
  expiresAt: Date;
}

/** A fresh session for every sign-in (the cookie is rotated); expired ones of the user are swept. */
export async function openSession(
  deps: Pick<AccountDeps, 'sessions' | 'now' | 'ttlMs'>,
  userId: number,
): Promise<OpenedSession> {
  const now = deps.now();
  const sessionToken = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + deps.ttlMs.session);
  await deps.sessions.insert({
    tokenHash: hashSessionToken(sessionToken),
    userId,
    expiresAt,
    createdAt: now,
  });
  await deps.sessions.deleteExpired(userId, now);
  return { sessionToken, expiresAt };
}

export async function closeSession(deps: Pick<AccountDeps, 'sessions'>, token: string): Promise<void> {
  if (token) await deps.sessions.deleteByTokenHash(hashSessionToken(token));
}
