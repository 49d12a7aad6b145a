// The account's domain events, built as document-outbox entries (stored with the change).
import type { events } from '@sonic-nexus/proto';
import { newEnvelope, pendingEvent, type PendingEvent } from '@sonic-nexus/service-kit';

export const USER_SUBJECTS = {
  registered: 'user.registered',
  verificationRequested: 'user.verification_requested',
  passwordResetRequested: 'user.password_reset_requested',
  renamed: 'user.renamed',
  deleted: 'user.deleted',
} as const;

type Payload = NonNullable<events.EventEnvelope['payload']>;

export function userEvent(subject: string, userId: number, version: number, payload: Payload): PendingEvent {
  return pendingEvent(subject, newEnvelope(subject, String(userId), version, payload));
}

/** Carries the raw token: the notification service needs it for the link; only its hash is stored. */
export function verificationRequested(
  user: { id: number; username: string; email: string },
  version: number,
  token: string,
  expiresAt: Date,
): PendingEvent {
  return userEvent(USER_SUBJECTS.verificationRequested, user.id, version, {
    $case: 'userVerificationRequested',
    value: {
      userId: user.id,
      username: user.username,
      email: user.email,
      token,
      expiresAt: expiresAt.toISOString(),
    },
  });
}

export function passwordResetRequested(
  user: { id: number; username: string; email: string },
  version: number,
  token: string,
  expiresAt: Date,
): PendingEvent {
  return userEvent(USER_SUBJECTS.passwordResetRequested, user.id, version, {
    $case: 'userPasswordResetRequested',
    value: {
      userId: user.id,
      username: user.username,
      email: user.email,
      token,
      expiresAt: expiresAt.toISOString(),
    },
  });
}
