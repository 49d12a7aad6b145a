import { EMAIL_MAX } from '@sonic-nexus/contract';
import type { Deps } from './deps';

/**
 * The key the gateway counts a sign-in name's failures under (user.proto AccountKey): the
 * account's when the name is one of its spellings, as login would find it, else the name itself.
 */
export async function accountKey(deps: Deps, usernameOrEmail: string): Promise<string> {
  const name = usernameOrEmail.trim();
  const user = name && name.length <= EMAIL_MAX ? await deps.users.findByUsernameOrEmail(name) : null;
  return user ? `user:${user.id}` : `name:${name.toLowerCase()}`;
}
