import { EMAIL_MAX, PASSWORD_MAX, serverMessages } from '@sonic-nexus/contract';
import { DomainError } from '@sonic-nexus/service-kit';
import { passwordMatches } from '../credentials/password';
import type { Account } from './account';
import type { Deps } from './deps';
import { openSession, type OpenedSession } from './open-session';

/**
 * By username or email. Every failure gives the same answer, after the same hashing work, so a
 * caller cannot tell whether the account exists. Unverified accounts may sign in (DESIGN §8).
 */
export async function login(
  deps: Deps,
  req: { usernameOrEmail: string; password: string },
): Promise<OpenedSession & { user: Account }> {
  const invalid = () => new DomainError('unauthenticated', serverMessages.invalidCredentials);
  const name = req.usernameOrEmail.trim();
  // Oversized input is refused before hashing, so it cannot be used to burn CPU.
  if (!name || name.length > EMAIL_MAX || !req.password || req.password.length > PASSWORD_MAX)
    throw invalid();
  const user = await deps.users.findByUsernameOrEmail(name);
  if (!(await passwordMatches(user?.passwordHash, req.password)) || !user) throw invalid();
  return { user, ...(await openSession(deps, user.id)) };
}
