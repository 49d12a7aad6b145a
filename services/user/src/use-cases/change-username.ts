import * as grpc from '@grpc/grpc-js';
import { serverMessages, username as usernameSchema } from '@sonic-nexus/contract';
import { grpcError } from '@sonic-nexus/service-kit';
import { USER_SUBJECTS, userEvent } from '../events/user-events';
import { isDuplicateKey, type UserRecord } from '../repository/user-repository';
import { parseRequest, type AccountDeps } from './account-deps';

/** Once per account (usernameChanged), unique regardless of case; announces user.renamed. */
export async function changeUsername(
  deps: AccountDeps,
  req: { userId: number; newUsername: string },
): Promise<UserRecord> {
  const newUsername = parseRequest(usernameSchema, req.newUsername);
  const taken = () => grpcError(grpc.status.ALREADY_EXISTS, serverMessages.usernameTaken);
  const owner = await deps.users.findByUsernameOrEmail(newUsername);
  if (owner && owner.id !== req.userId) throw taken();
  try {
    return await deps.users.mutate(req.userId, (current) => {
      if (current.usernameChanged) {
        throw grpcError(grpc.status.FAILED_PRECONDITION, serverMessages.usernameAlreadyChanged);
      }
      const version = current.version + 1;
      return {
        set: { username: newUsername, usernameLower: newUsername.toLowerCase(), usernameChanged: true },
        events: [
          userEvent(USER_SUBJECTS.renamed, current.id, version, {
            $case: 'userRenamed',
            value: { userId: current.id, oldUsername: current.username, newUsername },
          }),
        ],
      };
    });
  } catch (err) {
    if (isDuplicateKey(err)) throw taken(); // taken between the check and the write
    throw err;
  }
}
