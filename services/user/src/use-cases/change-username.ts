import { serverMessages, username as usernameSchema } from '@sonic-nexus/contract';
import { DomainError, isDuplicateKey, parseInput } from '@sonic-nexus/service-kit';
import { userRenamed } from '../events/user-events';
import type { UserRecord } from '../repository/user-repository';
import type { Deps } from './deps';

/** Once per account (usernameChanged), unique regardless of case; announces user.renamed. */
export async function changeUsername(
  deps: Deps,
  req: { userId: number; newUsername: string },
): Promise<UserRecord> {
  const newUsername = parseInput(usernameSchema, req.newUsername);
  const taken = () => new DomainError('conflict', serverMessages.usernameTaken);
  const owner = await deps.users.findByUsernameOrEmail(newUsername);
  if (owner && owner.id !== req.userId) throw taken();
  try {
    return await deps.users.mutate(req.userId, (current) => {
      if (current.usernameChanged) {
        throw new DomainError('precondition', serverMessages.usernameAlreadyChanged);
      }
      return {
        set: { username: newUsername, usernameLower: newUsername.toLowerCase(), usernameChanged: true },
        events: [userRenamed(current, current.version + 1, newUsername)],
      };
    });
  } catch (err) {
    if (isDuplicateKey(err)) throw taken(); // taken between the check and the write
    throw err;
  }
}
