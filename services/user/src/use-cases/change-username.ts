import { serverMessages, username as usernameSchema } from '@sonic-nexus/contract';
import { DomainError, isDuplicateKey, parseInput } from '@sonic-nexus/service-kit';
import { userRenamed } from '../events/user-events';
import type { UserRecord } from '../repository/user-repository';
import type { Account } from './account';
import type { Deps } from './deps';

async function holdsName(deps: Deps, userId: number, name: string): Promise<boolean> {
  return (await deps.users.findById(userId))?.username.toLowerCase() === name.toLowerCase();
}

/**
 * Once per account (usernameChanged), unique regardless of case; announces user.renamed. The new
 * name's key is claimed first and the old one released after the write; a crash in between
 * leaves a key that a later claim takes over.
 */
export async function changeUsername(
  deps: Deps,
  req: { userId: number; newUsername: string },
): Promise<Account> {
  const newUsername = parseInput(usernameSchema, req.newUsername);
  const taken = () => new DomainError('conflict', serverMessages.usernameTaken);
  const claim = await deps.users.claimKey('username', newUsername, req.userId, deps.now());
  if (claim === 'taken') throw taken();
  let oldUsername = '';
  let updated: UserRecord;
  try {
    updated = await deps.users.mutate(req.userId, (current) => {
      if (current.usernameChanged) {
        throw new DomainError('precondition', serverMessages.usernameAlreadyChanged);
      }
      oldUsername = current.username;
      return {
        set: { username: newUsername, usernameLower: newUsername.toLowerCase(), usernameChanged: true },
        events: [userRenamed(current, current.version + 1, newUsername)],
      };
    });
  } catch (err) {
    // Not when a concurrent rename of this very account to this name won (a double submit: its
    // claim was 'held'): the account holds the name then, and a key-less name would let a later
    // registration pass the key and fail on the unique index.
    if (claim === 'claimed' && !(await holdsName(deps, req.userId, newUsername))) {
      await deps.users.releaseKey('username', newUsername, req.userId);
    }
    if (isDuplicateKey(err)) throw taken(); // the unique index backs the key up
    throw err;
  }
  if (oldUsername.toLowerCase() !== newUsername.toLowerCase()) {
    await deps.users.releaseKey('username', oldUsername, req.userId);
  }
  return updated;
}
