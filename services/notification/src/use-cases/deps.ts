import type pino from 'pino';
import type { Mailer } from '../email/mailer';
import type { SentEmailRepository } from '../repository/sent-email-repository';

/** Everything the use cases reach beyond their input, built once in server.ts. */
export interface Deps {
  sentEmails: SentEmailRepository;
  mailer: Mailer;
  /** The public site the links in mails point at, without a trailing slash. */
  publicUrl: string;
  logger?: pino.Logger;
}
