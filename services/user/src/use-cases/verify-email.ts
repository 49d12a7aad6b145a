import { DomainError } from '@sonic-nexus/service-kit';
import { hashToken, tokenIsLive } from '../sessions/session-token';
import type { Account } from './account';
import type { Deps } from './deps';

// Never shown to a person: the gateway turns it into a redirect to /verification-failure.
const VERIFICATION_LINK_INVALID = 'This verification link is invalid, expired or already used';

/** Single use: the token hash is removed in the same write that marks the email verified. */
export async function verifyEmail(deps: Deps, token: string): Promise<Account> {
  const invalid = () => new DomainError('precondition', VERIFICATION_LINK_INVALID);
  if (!token) throw invalid();
  const hash = hashToken(token);
  const found = await deps.users.findByTokenHash('emailVerificationTokenHash', hash);
  if (!found) throw invalid();
  return deps.users.mutate(found.id, (current) => {
    if (
      !tokenIsLive(current.emailVerificationTokenHash, current.emailVerificationExpires, hash, deps.now())
    ) {
      throw invalid();
    }
    return {
      set: { emailVerified: true },
      unset: ['emailVerificationTokenHash', 'emailVerificationExpires'],
    };
  });
}
