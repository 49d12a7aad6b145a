import { isDuplicateKey } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { sentEmailSchema, type SentEmailDoc } from './sent-email-model';

/** Which mail requests were already mailed, so a redelivered event is not mailed again. */
export interface SentEmailRepository {
  wasSent(eventId: string): Promise<boolean>;
  /** Recording the same event twice is harmless. */
  recordSent(eventId: string): Promise<void>;
}

export async function createSentEmailRepository(conn: mongoose.Connection): Promise<SentEmailRepository> {
  const SentEmail = conn.model<SentEmailDoc>('SentEmail', sentEmailSchema);
  await SentEmail.init();
  return {
    async wasSent(eventId) {
      return (await SentEmail.exists({ _id: eventId })) !== null;
    },
    async recordSent(eventId) {
      await SentEmail.create({ _id: eventId, sentAt: new Date() }).catch((err: unknown) => {
        if (!isDuplicateKey(err)) throw err;
      });
    },
  };
}
