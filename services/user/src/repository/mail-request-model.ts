import mongoose from 'mongoose';

const MAIL_REQUESTS_COLLECTION = 'mail_requests';

/** One asked-for mail; `value` is the username or email as typed (found by the worker). */
export interface MailRequestDoc {
  _id: string;
  kind: 'verification' | 'reset';
  value: string;
  requestedAt: Date;
}

export const mailRequestSchema = new mongoose.Schema<MailRequestDoc>(
  {
    _id: { type: String, required: true },
    kind: { type: String, enum: ['verification', 'reset'], required: true },
    value: { type: String, required: true },
    requestedAt: { type: Date, required: true },
  },
  { collection: MAIL_REQUESTS_COLLECTION, versionKey: false },
);
