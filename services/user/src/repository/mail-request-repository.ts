// Asked-for mails (resend-verification, forgot-password) waiting for the worker: recorded by the
// request whatever the account, so the answer costs the same for an account and for none.
import type mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import { mailRequestSchema, type MailRequestDoc } from './mail-request-model';

export type MailRequestKind = MailRequestDoc['kind'];

export interface MailRequestRepository {
  /** Stores the request; returns its id. */
  record(kind: MailRequestKind, value: string, requestedAt: Date): Promise<string>;
  /** Takes the request out of the store: the one caller that gets it (of every replica) serves it. */
  claim(id: string): Promise<MailRequestDoc | null>;
  /** The ids left by a stop before their work (a start-time sweep). */
  leftOver(): Promise<string[]>;
}

export async function createMailRequestRepository(conn: mongoose.Connection): Promise<MailRequestRepository> {
  const Request = conn.model<MailRequestDoc>('MailRequest', mailRequestSchema);
  await Request.init();
  return {
    async record(kind, value, requestedAt) {
      const id = randomUUID();
      await Request.create({ _id: id, kind, value, requestedAt });
      return id;
    },
    async claim(id) {
      const doc = await Request.findById(id).lean<MailRequestDoc>();
      if (!doc) return null;
      const { deletedCount } = await Request.deleteOne({ _id: id });
      return deletedCount === 1 ? doc : null;
    },
    async leftOver() {
      const docs = await Request.find({}, { _id: 1 }).lean<Array<Pick<MailRequestDoc, '_id'>>>();
      return docs.map((doc) => doc._id);
    },
  };
}
