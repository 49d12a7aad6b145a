// Resend-verification and forgot-password. The request only records what was asked and answers
// the same message whatever the account: the same work either way, so neither the answer nor its
// timing tells whether the account exists. The worker (serveMailRequest, one at a time per
// replica) then looks the account up; a new token replaces the previous one, is stored hashed
// and travels in the event only.
import { serverMessages } from '@sonic-nexus/contract';
import { passwordResetRequested, verificationRequested } from '../events/user-events';
import type { MailRequestKind } from '../repository/mail-request-repository';
import { hashToken, newOpaqueToken } from '../sessions/session-token';
import type { Deps } from './deps';

async function ask(deps: Deps, kind: MailRequestKind, typed: string): Promise<void> {
  const value = typed.trim();
  if (!value) return; // the gateway refuses an empty value; nothing could be found by it anyway
  deps.mailQueue.push(await deps.mailRequests.record(kind, value, deps.now()));
}

export async function resendVerification(deps: Deps, emailOrUsername: string): Promise<string> {
  await ask(deps, 'verification', emailOrUsername);
  return serverMessages.verificationSent;
}

export async function forgotPassword(deps: Deps, username: string): Promise<string> {
  await ask(deps, 'reset', username);
  return serverMessages.forgotPasswordSent;
}

/** The worker's part: nothing happens for an unknown account (or a verified one, for a resend). */
export async function serveMailRequest(deps: Deps, id: string): Promise<void> {
  const request = await deps.mailRequests.claim(id);
  const found = request ? await deps.users.findByUsernameOrEmail(request.value) : null;
  if (!request || !found) return;
  const token = newOpaqueToken();
  if (request.kind === 'verification') {
    if (found.emailVerified) return;
    const expires = new Date(deps.now().getTime() + deps.ttlMs.verification);
    await deps.users.mutate(found.id, (current) => ({
      set: { emailVerificationTokenHash: hashToken(token), emailVerificationExpires: expires },
      events: current.emailVerified
        ? []
        : [verificationRequested(current, current.version + 1, token, expires)],
    }));
    return;
  }
  const expires = new Date(deps.now().getTime() + deps.ttlMs.reset);
  await deps.users.mutate(found.id, (current) => ({
    set: { passwordResetTokenHash: hashToken(token), passwordResetExpires: expires },
    events: [passwordResetRequested(current, current.version + 1, token, expires)],
  }));
}

/** Start-time: serves what a stop left recorded but unserved. */
export async function resumeMailRequests(deps: Deps): Promise<void> {
  for (const id of await deps.mailRequests.leftOver()) deps.mailQueue.push(id);
}
