import { bioBody } from '@sonic-nexus/contract';
import { parseInput, requireUserId } from '@sonic-nexus/service-kit';
import type { Account } from './account';
import type { Deps } from './deps';

/**
 * At most 120 characters (spec §5), stored exactly as written: the bio is text, and making it
 * safe to show is the page's job (DESIGN §6), which escaping here would only double.
 */
export async function updateBio(deps: Deps, req: { userId: number; bio: string }): Promise<Account> {
  const { bio } = parseInput(bioBody, { bio: req.bio });
  return deps.users.mutate(requireUserId(req.userId), () => ({ set: { bio } }));
}
