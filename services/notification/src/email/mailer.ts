import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Mail } from './email-templates';

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Plain SMTP to the configured relay (Mailpit locally); a send that fails throws, so the event is
 * retried. Each send opens and closes its own connection, so there is nothing to close at stop.
 */
export interface MailerOptions {
  host: string;
  port: number;
  from: string;
  /** A relay's login, when it asks for one. */
  auth?: { user: string; pass: string };
}

const IMPLICIT_TLS_PORT = 465;

/** nodemailer's SMTP options for a relay: local ones in plain text, a login only when given. */
export function smtpOptions(opts: MailerOptions): SMTPTransport.Options {
  const local = opts.host === '127.0.0.1' || opts.host === 'localhost';
  return {
    host: opts.host,
    port: opts.port,
    secure: opts.port === IMPLICIT_TLS_PORT,
    ignoreTLS: local,
    // A password never crosses the network in clear text: a remote relay must offer STARTTLS.
    requireTLS: Boolean(opts.auth) && !local && opts.port !== IMPLICIT_TLS_PORT,
    ...(opts.auth ? { auth: opts.auth } : {}),
    connectionTimeout: 10_000,
  };
}

export function createMailer(opts: MailerOptions): Mailer {
  const transport = nodemailer.createTransport(smtpOptions(opts));
  return {
    async send(mail) {
      await transport.sendMail({ from: opts.from, ...mail });
    },
  };
}
