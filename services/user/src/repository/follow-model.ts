import { pendingEventSchema, type PendingEvent } from '@sonic-nexus/service-kit';
import mongoose from 'mongoose';

export const FOLLOWS_COLLECTION = 'follows';

/**
 * A follow edge (spec §3), one document per (follower, following) pair: `_id` =
 * `<followerId>:<followingId>`, so every read and write goes by _id. Unfollowing clears `active`
 * rather than tombstoning: the relay deletes tombstones, and following again would then start the
 * edge's versions over.
 */
export interface FollowDoc {
  _id: string;
  followerId: number;
  followingId: number;
  createdAt: Date;
  /** +1 per follow and unfollow: the version of the edge's events */
  version: number;
  active: boolean;
  pendingEvents: PendingEvent[];
}

export const followSchema = new mongoose.Schema<FollowDoc>(
  {
    _id: { type: String, required: true },
    followerId: { type: Number, required: true },
    followingId: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    version: { type: Number, required: true },
    active: { type: Boolean, required: true },
    pendingEvents: { type: [pendingEventSchema], default: [] },
  },
  { collection: FOLLOWS_COLLECTION, versionKey: false },
);
