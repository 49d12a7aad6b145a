import { userDeleted } from '../events/user-events';
import type { SessionKey } from '../repository/user-model';
import type { Deps } from './deps';

/**
 * Tombstones the account with its user.deleted event in one write (the relay publishes, then
 * removes it), which also unlists every session; then frees the username and email keys and
 * deletes the sessions. A crash after the write leaves keys of a deleted account, which count as
 * free. The follow edges go when this service consumes its own user.deleted (removeFollowsOf),
 * so a crash here cannot leave them.
 */
export async function deleteAccount(deps: Deps, userId: number): Promise<void> {
  const freed = `~deleted~${userId}`;
  let names = { username: '', email: '' };
  let ended: SessionKey[] = [];
  await deps.users.mutate(userId, (current) => {
    names = { username: current.username, email: current.email };
    ended = current.sessionKeys;
    return {
      set: {
        deletedAt: deps.now(),
        usernameLower: freed,
        emailLower: freed,
        passwordHash: '!',
        sessionKeys: [],
      },
      unset: [
        'emailVerificationTokenHash',
        'emailVerificationExpires',
        'passwordResetTokenHash',
        'passwordResetExpires',
      ],
      events: [userDeleted(userId, current.version + 1)],
    };
  });
  await deps.users.releaseKey('username', names.username, userId);
  await deps.users.releaseKey('email', names.email, userId);
  await deps.sessions.deleteByTokenHashes(ended.map((k) => k.tokenHash));
}
