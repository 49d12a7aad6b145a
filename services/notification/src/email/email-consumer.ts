// Sends the account mails the user service asks for (user.verification_requested,
// user.password_reset_requested). Durable consumer, ack after sending; a record per event id
// makes redelivery harmless (a crash between send and record can at worst send one mail twice).
import type { events } from '@sonic-nexus/proto';
import { consumeDurable, MAIL_REQUEST_SUBJECTS, type NatsConnection } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { Schema } from 'mongoose';
import type pino from 'pino';
import { passwordResetMail, verificationMail, type Mail } from './email-templates';
import type { Mailer } from './mailer';

export const EMAIL_SUBJECTS = MAIL_REQUEST_SUBJECTS;
export const EMAIL_DURABLE = 'notification-email';

interface SentEmailDoc {
  _id: string; // the event id
  sentAt: Date;
}

const sentEmailSchema = new Schema<SentEmailDoc>(
  { _id: { type: String, required: true }, sentAt: { type: Date, required: true } },
  { collection: 'sent_emails', versionKey: false },
);

const isDuplicateKey = (err: unknown) => (err as { code?: unknown } | null)?.code === 11000;

export function mailFor(env: events.EventEnvelope, publicUrl: string): Mail | null {
  const p = env.payload;
  if (p?.$case === 'userVerificationRequested') return verificationMail(publicUrl, p.value, p.value.token);
  if (p?.$case === 'userPasswordResetRequested') return passwordResetMail(publicUrl, p.value, p.value.token);
  return null;
}

export interface EmailHandlerDeps {
  conn: mongoose.Connection;
  mailer: Mailer;
  publicUrl: string;
  logger: pino.Logger;
}

/** Handles one event: sends its mail unless this event id was already mailed. */
export async function createEmailHandler(
  deps: EmailHandlerDeps,
): Promise<(env: events.EventEnvelope) => Promise<void>> {
  const SentEmail = deps.conn.model<SentEmailDoc>('SentEmail', sentEmailSchema);
  await SentEmail.init();
  return async (env) => {
    const mail = mailFor(env, deps.publicUrl);
    if (!mail || (await SentEmail.exists({ _id: env.id }))) return;
    await deps.mailer.send(mail);
    await SentEmail.create({ _id: env.id, sentAt: new Date() }).catch((err: unknown) => {
      if (!isDuplicateKey(err)) throw err;
    });
    deps.logger.info({ eventId: env.id, type: env.type }, 'account email sent');
  };
}

export async function startEmailConsumer(
  deps: EmailHandlerDeps & { nc: NatsConnection },
): Promise<{ stop(): Promise<void> }> {
  return consumeDurable(deps.nc, {
    stream: 'MAIL_REQUESTS',
    durable: EMAIL_DURABLE,
    filterSubjects: EMAIL_SUBJECTS,
    logger: deps.logger,
    handle: await createEmailHandler(deps),
  });
}
