import mongoose from 'mongoose';

/**
 * A signed-in session, keyed by the sha256 of its token: every request finds it by `_id`, the one
 * lookup the store always pushes down, and a database leak yields no usable cookies. No TTL index
 * (FerretDB has none): expiry is checked in code.
 */
export interface SessionDoc {
  _id: string;
  userId: number;
  expiresAt: Date;
  createdAt: Date;
}

export const sessionSchema = new mongoose.Schema<SessionDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'sessions', versionKey: false },
);
