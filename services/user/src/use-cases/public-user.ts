import { serverMessages } from '@sonic-nexus/contract';
import { DomainError, requireUserId } from '@sonic-nexus/service-kit';
import type { Account } from './account';
import type { Deps } from './deps';

/** A live account by id, for anyone to see (the gRPC layer keeps only public fields); deleted is 404. */
export async function getPublicUser(deps: Deps, userId: number): Promise<Account> {
  const found = await deps.users.findById(requireUserId(userId));
  if (!found) throw new DomainError('not-found', serverMessages.userNotFound);
  return found;
}
