import { Schema } from 'mongoose';

/** One account mail that went out, keyed by the id of the event that asked for it. */
export interface SentEmailDoc {
  _id: string; // the event id
  sentAt: Date;
}

export const sentEmailSchema = new Schema<SentEmailDoc>(
  { _id: { type: String, required: true }, sentAt: { type: Date, required: true } },
  { collection: 'sent_emails', versionKey: false },
);
