import mongoose from 'mongoose';

/** A follow edge (spec §3); one per (follower, following) pair. */
export interface FollowDoc {
  followerId: number;
  followingId: number;
  createdAt: Date;
}

export const followSchema = new mongoose.Schema<FollowDoc>(
  {
    followerId: { type: Number, required: true },
    followingId: { type: Number, required: true, index: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'follows', versionKey: false },
);
followSchema.index({ followerId: 1, followingId: 1 }, { unique: true });

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
