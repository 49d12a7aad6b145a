// The account's domain events, built as document-outbox entries (stored with the change). The
// aggregate is the account; `version` is the account's version after the change.
import { domainEvent, type PendingEvent } from '@sonic-nexus/service-kit';

type MailRequestSubject = 'user.verification_requested' | 'user.password_reset_requested';

/** A mail request carries the raw token: the notification service needs it for the link; only its hash is stored. */
const mailRequest =
  (subject: MailRequestSubject) =>
  (user: { id: number; username: string; email: string }, version: number, token: string, expiresAt: Date) =>
    domainEvent(subject, String(user.id), version, {
      userId: user.id,
      username: user.username,
      email: user.email,
      token,
      expiresAt: expiresAt.toISOString(),
    });

export const verificationRequested = mailRequest('user.verification_requested');
export const passwordResetRequested = mailRequest('user.password_reset_requested');

export function userRegistered(user: { id: number; username: string }, version: number): PendingEvent {
  return domainEvent('user.registered', String(user.id), version, {
    userId: user.id,
    username: user.username,
  });
}

export function userRenamed(
  user: { id: number; username: string },
  version: number,
  newUsername: string,
): PendingEvent {
  return domainEvent('user.renamed', String(user.id), version, {
    userId: user.id,
    oldUsername: user.username,
    newUsername,
  });
}

export function userDeleted(userId: number, version: number): PendingEvent {
  return domainEvent('user.deleted', String(userId), version, { userId });
}
