import nodemailer from 'nodemailer';
import type { Mail } from './email-templates';

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Plain SMTP to the configured relay (Mailpit locally); a send that fails throws, so the event is
 * retried. Each send opens and closes its own connection, so there is nothing to close at stop.
 */
export function createMailer(opts: { host: string; port: number; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    host: opts.host,
    port: opts.port,
    secure: false,
    ignoreTLS: opts.host === '127.0.0.1' || opts.host === 'localhost',
    connectionTimeout: 10_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: opts.from, ...mail });
    },
  };
}
