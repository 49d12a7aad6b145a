import { userDeleted } from '../events/user-events';
import type { Deps } from './deps';

/**
 * Tombstones the account with its user.deleted event in one write (the relay publishes, then
 * removes it), frees the username and email at once, and ends every session and follow edge.
 */
export async function deleteAccount(deps: Deps, userId: number): Promise<void> {
  const freed = `~deleted~${userId}`;
  await deps.users.mutate(userId, (current) => ({
    set: { deletedAt: deps.now(), usernameLower: freed, emailLower: freed, passwordHash: '!' },
    unset: [
      'emailVerificationTokenHash',
      'emailVerificationExpires',
      'passwordResetTokenHash',
      'passwordResetExpires',
    ],
    events: [userDeleted(userId, current.version + 1)],
  }));
  await deps.sessions.deleteAllOfUser(userId);
  await deps.follows.deleteForUser(userId);
}
