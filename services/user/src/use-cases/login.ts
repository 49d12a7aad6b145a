import * as grpc from '@grpc/grpc-js';
import { EMAIL_MAX, PASSWORD_MAX, serverMessages } from '@sonic-nexus/contract';
import { grpcError } from '@sonic-nexus/service-kit';
import { passwordMatches } from '../credentials/password';
import type { UserRecord } from '../repository/user-repository';
import { openSession, type OpenedSession } from '../sessions/open-session';
import type { AccountDeps } from './account-deps';

/**
 * By username or email. Every failure gives the same answer, after the same hashing work, so a
 * caller cannot tell whether the account exists. Unverified accounts may sign in (DESIGN §8).
 */
export async function login(
  deps: AccountDeps,
  req: { usernameOrEmail: string; password: string },
): Promise<OpenedSession & { user: UserRecord }> {
  const invalid = () => grpcError(grpc.status.UNAUTHENTICATED, serverMessages.invalidCredentials);
  const name = req.usernameOrEmail.trim();
  // Oversized input is refused before hashing, so it cannot be used to burn CPU.
  if (!name || name.length > EMAIL_MAX || !req.password || req.password.length > PASSWORD_MAX)
    throw invalid();
  const user = await deps.users.findByUsernameOrEmail(name);
  if (!(await passwordMatches(user?.passwordHash, req.password)) || !user) throw invalid();
  return { user, ...(await openSession(deps, user.id)) };
}
