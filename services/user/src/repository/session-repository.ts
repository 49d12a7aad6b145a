import type mongoose from 'mongoose';
import { sessionSchema, type SessionDoc } from './session-model';

export type SessionRecord = SessionDoc;

export interface SessionRepository {
  insert(session: Omit<SessionRecord, 'createdAt'> & { createdAt?: Date }): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<SessionRecord | null>;
  deleteByTokenHash(tokenHash: string): Promise<void>;
  /** Ends every session of the user (password reset, account deletion). */
  deleteAllOfUser(userId: number): Promise<void>;
  /** No TTL index on FerretDB: expired sessions are swept in code. */
  deleteExpired(userId: number, now: Date): Promise<void>;
}

export async function createSessionRepository(conn: mongoose.Connection): Promise<SessionRepository> {
  const Session = conn.model<SessionDoc>('Session', sessionSchema);
  await Session.init();

  return {
    async insert({ createdAt = new Date(), ...fields }) {
      await Session.create({ createdAt, ...fields });
    },
    async findByTokenHash(tokenHash) {
      return Session.findOne({ tokenHash }, { _id: 0 }).lean<SessionDoc>();
    },
    async deleteByTokenHash(tokenHash) {
      await Session.deleteOne({ tokenHash });
    },
    async deleteAllOfUser(userId) {
      await Session.deleteMany({ userId });
    },
    async deleteExpired(userId, now) {
      await Session.deleteMany({ userId, expiresAt: { $lte: now } });
    },
  };
}
