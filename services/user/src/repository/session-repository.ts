import type mongoose from 'mongoose';
import { sessionSchema, type SessionDoc } from './session-model';

const DELETE_CONCURRENCY = 8;

export interface SessionRecord {
  tokenHash: string;
  userId: number;
  expiresAt: Date;
  createdAt: Date;
}

/** Sessions by token hash (`_id`) only: no request scans or filters the collection. */
export interface SessionRepository {
  insert(session: Omit<SessionRecord, 'createdAt'> & { createdAt?: Date }): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<SessionRecord | null>;
  /**
   * Deletes these sessions by `_id`, a few at a time: FerretDB pushes no id-list filter down, and
   * a delete by `userId` would need an index that every sign-in pays for.
   */
  deleteByTokenHashes(tokenHashes: readonly string[]): Promise<void>;
}

export async function createSessionRepository(conn: mongoose.Connection): Promise<SessionRepository> {
  const Session = conn.model<SessionDoc>('Session', sessionSchema);
  await Session.init();

  return {
    async insert({ tokenHash, createdAt = new Date(), ...fields }) {
      await Session.create({ _id: tokenHash, createdAt, ...fields });
    },
    async findByTokenHash(tokenHash) {
      const doc = await Session.findById(tokenHash).lean<SessionDoc>();
      if (!doc) return null;
      const { _id, ...rest } = doc;
      return { tokenHash: _id, ...rest };
    },
    async deleteByTokenHashes(tokenHashes) {
      for (let i = 0; i < tokenHashes.length; i += DELETE_CONCURRENCY) {
        const batch = tokenHashes.slice(i, i + DELETE_CONCURRENCY);
        await Promise.all(batch.map((tokenHash) => Session.deleteOne({ _id: tokenHash })));
      }
    },
  };
}
