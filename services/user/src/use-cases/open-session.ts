import type { SessionKey } from '../repository/user-model';
import { hashToken, newOpaqueToken } from '../sessions/session-token';
import type { Deps } from './deps';

export interface OpenedSession {
  sessionToken: string;
  expiresAt: Date;
}

/** A fresh token and the key the account lists it by (registration stores it with the account). */
export function newSession(
  deps: Pick<Deps, 'now' | 'ttlMs'>,
): OpenedSession & { key: SessionKey; createdAt: Date } {
  const createdAt = deps.now();
  const sessionToken = newOpaqueToken();
  const expiresAt = new Date(createdAt.getTime() + deps.ttlMs.session);
  return { sessionToken, expiresAt, createdAt, key: { tokenHash: hashToken(sessionToken), expiresAt } };
}

/**
 * A fresh session for every sign-in (the cookie is rotated): stored under its hash, then listed on
 * the account, whose expired sessions are unlisted and deleted in the same go (by `_id`).
 */
export async function openSession(
  deps: Pick<Deps, 'sessions' | 'users' | 'now' | 'ttlMs'>,
  userId: number,
): Promise<OpenedSession> {
  const { key, sessionToken, expiresAt, createdAt } = newSession(deps);
  await deps.sessions.insert({ tokenHash: key.tokenHash, userId, expiresAt, createdAt });
  let expired: SessionKey[] = [];
  try {
    await deps.users.mutate(userId, (current) => {
      const now = createdAt.getTime();
      expired = current.sessionKeys.filter((k) => k.expiresAt.getTime() <= now);
      const kept = current.sessionKeys.filter((k) => k.expiresAt.getTime() > now);
      return { set: { sessionKeys: [...kept, key] } };
    });
  } catch (err) {
    await deps.sessions.deleteByTokenHashes([key.tokenHash]); // never listed, so never valid
    throw err;
  }
  await deps.sessions.deleteByTokenHashes(expired.map((k) => k.tokenHash));
  return { sessionToken, expiresAt };
}
