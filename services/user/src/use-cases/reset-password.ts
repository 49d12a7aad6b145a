import { password as passwordSchema, serverMessages } from '@sonic-nexus/contract';
import { DomainError, parseInput } from '@sonic-nexus/service-kit';
import { hashPassword } from '../credentials/password';
import type { SessionKey } from '../repository/user-model';
import { hashToken, tokenIsLive } from '../sessions/session-token';
import type { Deps } from './deps';

export async function verifyResetToken(deps: Deps, token: string): Promise<boolean> {
  if (!token) return false;
  const hash = hashToken(token);
  const found = await deps.users.findByTokenHash('passwordResetTokenHash', hash);
  return !!found && tokenIsLive(found.passwordResetTokenHash, found.passwordResetExpires, hash, deps.now());
}

/**
 * Single use; every session of the account ends in the same write that swaps the password (the
 * account stops listing them), so a stolen cookie dies with the old password.
 */
export async function resetPassword(
  deps: Deps,
  req: { token: string; newPassword: string },
): Promise<string> {
  const invalid = () => new DomainError('precondition', serverMessages.resetTokenInvalid);
  const newPassword = parseInput(passwordSchema, req.newPassword);
  if (!req.token) throw invalid();
  const hash = hashToken(req.token);
  const found = await deps.users.findByTokenHash('passwordResetTokenHash', hash);
  if (!found) throw invalid();
  const passwordHash = await hashPassword(newPassword);
  let ended: SessionKey[] = [];
  await deps.users.mutate(found.id, (current) => {
    if (!tokenIsLive(current.passwordResetTokenHash, current.passwordResetExpires, hash, deps.now())) {
      throw invalid();
    }
    ended = current.sessionKeys;
    return {
      set: { passwordHash, sessionKeys: [] },
      unset: ['passwordResetTokenHash', 'passwordResetExpires'],
    };
  });
  await deps.sessions.deleteByTokenHashes(ended.map((k) => k.tokenHash));
  return serverMessages.passwordReset;
}
