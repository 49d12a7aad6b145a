// Who follows a user is the user context's (its follow graph); the fan-out asks it over gRPC at
// the moment it runs, so a follow made before the post counts and one ended before it does not.
import { user } from '@sonic-nexus/proto';
import { createClient, DomainError, unary } from '@sonic-nexus/service-kit';

export interface FollowerSource {
  followerIds(userId: number): Promise<number[]>;
  close(): void;
}

export function userServiceFollowers(address: string): FollowerSource {
  const client = createClient(user.UserServiceClient, address);
  return {
    async followerIds(userId) {
      try {
        const { userIds } = await unary(client, client.listFollowerIds, { userId });
        return userIds;
      } catch (err) {
        // The fan-out's event is retried later; nothing was written.
        throw new DomainError('unavailable', `followers of ${userId} unavailable: ${(err as Error).message}`);
      }
    },
    close: () => client.close(),
  };
}
