import type mongoose from 'mongoose';
import { sessionSchema, type SessionDoc } from './session-model';

export type SessionRecord = SessionDoc;

export interface SessionRepository {
  insert(session: Omit<SessionRecord, 'createdAt'> & { createdAt?: Date }): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<SessionRecord | null>;
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
  };
}
