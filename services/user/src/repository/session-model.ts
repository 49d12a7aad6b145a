import mongoose from 'mongoose';

/**
 * A signed-in session. Only the sha256 of the token is stored, so a database leak yields no
 * usable cookies. No TTL index (FerretDB has none): expiry is checked in code.
 */
export interface SessionDoc {
  tokenHash: string;
  userId: number;
  expiresAt: Date;
  createdAt: Date;
}

export const sessionSchema = new mongoose.Schema<SessionDoc>(
  {
    tokenHash: { type: String, required: true, unique: true },
    userId: { type: Number, required: true, index: true },
    expiresAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'sessions', versionKey: false },
);
