import { hashToken } from '../sessions/session-token';
import type { Deps } from './deps';

/** Ends this one session; the user's other sessions stay alive. */
export async function logout(deps: Pick<Deps, 'sessions'>, token: string): Promise<void> {
  if (token) await deps.sessions.deleteByTokenHash(hashToken(token));
}
