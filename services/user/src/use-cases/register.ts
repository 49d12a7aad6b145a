import { registerBody, serverMessages } from '@sonic-nexus/contract';
import { DomainError, isDuplicateKey, parseInput } from '@sonic-nexus/service-kit';
import { hashPassword } from '../credentials/password';
import { userRegistered, verificationRequested } from '../events/user-events';
import type { UserRecord, UserRepository } from '../repository/user-repository';
import { hashToken, newOpaqueToken } from '../sessions/session-token';
import type { Deps } from './deps';
import { openSession, type OpenedSession } from './open-session';

const MAX_ID_ATTEMPTS = 5;

async function assertFree(users: UserRepository, username: string, email: string): Promise<void> {
  const taken = await users.takenField(username, email);
  if (taken === 'username') throw new DomainError('conflict', serverMessages.usernameTaken);
  if (taken === 'email') throw new DomainError('conflict', serverMessages.emailTaken);
}

/** Creates the account, stores the verification request with it, and signs the user in. */
export async function register(
  deps: Deps,
  req: { username: string; email: string; password: string },
): Promise<OpenedSession & { user: UserRecord; message: string }> {
  const input = parseInput(registerBody, req);
  await assertFree(deps.users, input.username, input.email);
  const passwordHash = await hashPassword(input.password);
  const token = newOpaqueToken();
  const now = deps.now();
  const expires = new Date(now.getTime() + deps.ttlMs.verification);

  for (let attempt = 1; ; attempt += 1) {
    const id = await deps.users.reserveId();
    const identity = { id, username: input.username, email: input.email };
    try {
      const user = await deps.users.insert({
        ...identity,
        passwordHash,
        createdAt: now,
        version: 1,
        emailVerificationTokenHash: hashToken(token),
        emailVerificationExpires: expires,
        pendingEvents: [userRegistered(identity, 1), verificationRequested(identity, 1, token, expires)],
      });
      const session = await openSession(deps, user.id);
      return { user, ...session, message: serverMessages.registered };
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // A concurrent registration took the name or email (unique index), or the id clashed.
      await assertFree(deps.users, input.username, input.email);
      if (attempt >= MAX_ID_ATTEMPTS) throw err;
    }
  }
}
