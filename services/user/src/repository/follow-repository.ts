import type mongoose from 'mongoose';
import { followSchema, type FollowDoc } from './follow-model';

export interface FollowRepository {
  /** Removes every edge from or to the user (account deletion). */
  deleteForUser(userId: number): Promise<void>;
}

export async function createFollowRepository(conn: mongoose.Connection): Promise<FollowRepository> {
  const Follow = conn.model<FollowDoc>('Follow', followSchema);
  await Follow.init();
  return {
    async deleteForUser(userId) {
      await Follow.deleteMany({ $or: [{ followerId: userId }, { followingId: userId }] });
    },
  };
}
