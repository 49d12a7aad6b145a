import { registerBody, serverMessages } from '@sonic-nexus/contract';
import { DomainError, isDuplicateKey, parseInput } from '@sonic-nexus/service-kit';
import { hashPassword } from '../credentials/password';
import { userRegistered, verificationRequested } from '../events/user-events';
import type { NameKind } from '../repository/name-keys';
import type { UserRecord, UserRepository } from '../repository/user-repository';
import { hashToken, newOpaqueToken } from '../sessions/session-token';
import type { Account } from './account';
import type { Deps } from './deps';
import { newSession, type OpenedSession } from './open-session';

const MAX_ID_ATTEMPTS = 5;

const takenMessage: Record<NameKind, string> = {
  username: serverMessages.usernameTaken,
  email: serverMessages.emailTaken,
};
const taken = (kind: NameKind) => new DomainError('conflict', takenMessage[kind]);

async function assertFree(users: UserRepository, username: string, email: string): Promise<void> {
  const kind = await users.takenField(username, email);
  if (kind) throw taken(kind);
}

/** Claims both keys for the id, or none (a taken one answers its 409); returns their release. */
async function claimNames(
  users: UserRepository,
  names: Record<NameKind, string>,
  id: number,
  now: Date,
): Promise<() => Promise<unknown>> {
  const claimed: NameKind[] = [];
  const release = () => Promise.all(claimed.map((kind) => users.releaseKey(kind, names[kind], id)));
  for (const kind of ['username', 'email'] as const) {
    if ((await users.claimKey(kind, names[kind], id, now)) === 'taken') {
      await release();
      throw taken(kind);
    }
    claimed.push(kind);
  }
  return release;
}

/**
 * Claims the username and email keys (of two concurrent registrations of either, one loses
 * there), writes the account with its verification request and first session, and signs the
 * user in. A crash half way leaves keys of an account that does not exist; a later claim takes
 * them over.
 */
export async function register(
  deps: Deps,
  req: { username: string; email: string; password: string },
): Promise<OpenedSession & { user: Account; message: string }> {
  const input = parseInput(registerBody, req);
  await assertFree(deps.users, input.username, input.email); // spares the hashing when plainly taken
  const passwordHash = await hashPassword(input.password);
  const token = newOpaqueToken();
  const now = deps.now();
  const expires = new Date(now.getTime() + deps.ttlMs.verification);
  const session = newSession(deps);

  for (let attempt = 1; ; attempt += 1) {
    const id = await deps.users.reserveId();
    const releaseNames = await claimNames(deps.users, input, id, now);
    const identity = { id, username: input.username, email: input.email };
    let user: UserRecord;
    try {
      user = await deps.users.insert({
        ...identity,
        passwordHash,
        createdAt: now,
        version: 1,
        emailVerificationTokenHash: hashToken(token),
        emailVerificationExpires: expires,
        sessionKeys: [session.key],
        pendingEvents: [userRegistered(identity, 1), verificationRequested(identity, 1, token, expires)],
      });
    } catch (err) {
      await releaseNames();
      if (!isDuplicateKey(err)) throw err;
      // The unique indexes back the keys up (two replicas taking over one stale key at once), or
      // the id belongs to an account that never went through reserveId: a fresh id then.
      await assertFree(deps.users, input.username, input.email);
      if (attempt >= MAX_ID_ATTEMPTS) throw err;
      continue;
    }
    const { key, sessionToken, expiresAt, createdAt } = session;
    await deps.sessions.insert({ tokenHash: key.tokenHash, userId: id, expiresAt, createdAt });
    return { user, sessionToken, expiresAt, message: serverMessages.registered };
  }
}
