import { USER_SUBJECTS, userEvent } from '../events/user-events';
import type { AccountDeps } from './account-deps';

/**
 * Tombstones the account with its user.deleted event in one write (the relay publishes, then
 * removes it), frees the username and email at once, and ends every session and follow edge.
 */
export async function deleteAccount(deps: AccountDeps, userId: number): Promise<void> {
  const freed = `~deleted~${userId}`;
  await deps.users.mutate(userId, (current) => ({
    set: { deletedAt: deps.now(), usernameLower: freed, emailLower: freed, passwordHash: '!' },
    unset: [
      'emailVerificationTokenHash',
      'emailVerificationExpires',
      'passwordResetTokenHash',
      'passwordResetExpires',
    ],
    events: [
      userEvent(USER_SUBJECTS.deleted, userId, current.version + 1, {
        $case: 'userDeleted',
        value: { userId },
      }),
    ],
  }));
  await deps.sessions.deleteAllOfUser(userId);
  await deps.follows.deleteForUser(userId);
}
