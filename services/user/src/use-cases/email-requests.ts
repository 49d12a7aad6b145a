// Resend-verification and forgot-password: both answer the same message whatever the account
// (no enumeration); a new token replaces the previous one and travels in the event only.
import { serverMessages } from '@sonic-nexus/contract';
import { passwordResetRequested, verificationRequested } from '../events/user-events';
import { hashToken, newOpaqueToken } from '../sessions/session-token';
import type { Deps } from './deps';

export async function resendVerification(deps: Deps, emailOrUsername: string): Promise<string> {
  const value = emailOrUsername.trim();
  const found = value ? await deps.users.findByUsernameOrEmail(value) : null;
  if (found && !found.emailVerified) {
    const token = newOpaqueToken();
    const expires = new Date(deps.now().getTime() + deps.ttlMs.verification);
    await deps.users.mutate(found.id, (current) => ({
      set: { emailVerificationTokenHash: hashToken(token), emailVerificationExpires: expires },
      events: current.emailVerified
        ? []
        : [verificationRequested(current, current.version + 1, token, expires)],
    }));
  }
  return serverMessages.verificationSent;
}

export async function forgotPassword(deps: Deps, username: string): Promise<string> {
  const value = username.trim();
  const found = value ? await deps.users.findByUsernameOrEmail(value) : null;
  if (found) {
    const token = newOpaqueToken();
    const expires = new Date(deps.now().getTime() + deps.ttlMs.reset);
    await deps.users.mutate(found.id, (current) => ({
      set: { passwordResetTokenHash: hashToken(token), passwordResetExpires: expires },
      events: [passwordResetRequested(current, current.version + 1, token, expires)],
    }));
  }
  return serverMessages.forgotPasswordSent;
}
