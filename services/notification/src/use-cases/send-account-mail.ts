import { passwordResetMail, verificationMail } from '../email/email-templates';
import type { MailDeps } from './deps';

const TEMPLATES = { verification: verificationMail, 'password-reset': passwordResetMail };

export interface AccountMailRequest {
  /** The id of the event that asked for the mail: each is mailed once. */
  eventId: string;
  kind: keyof typeof TEMPLATES;
  to: { username: string; email: string };
  /** The raw single-use token the link carries. */
  token: string;
}

/**
 * Renders and sends an account mail unless this event was already mailed. The record is written
 * after sending, so a crash in between can at worst send one mail twice, never lose it.
 */
export async function sendAccountMail(deps: MailDeps, request: AccountMailRequest): Promise<void> {
  if (await deps.sentEmails.wasSent(request.eventId)) return;
  await deps.mailer.send(TEMPLATES[request.kind](deps.publicUrl, request.to, request.token));
  await deps.sentEmails.recordSent(request.eventId);
  deps.logger?.info({ eventId: request.eventId, kind: request.kind }, 'account email sent');
}
