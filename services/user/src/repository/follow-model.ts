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
