import type mongoose from 'mongoose';
import { Schema } from 'mongoose';

export type VoteType = 'fire' | 'thumbs_up' | 'trash';
const VOTE_TYPES: readonly VoteType[] = ['fire', 'thumbs_up', 'trash'];

/** One vote per user and playlist (spec §3); the unique index is what enforces it. */
export interface VoteDoc {
  _id: string; // uuid
  playlistId: string;
  userId: number;
  voteType: VoteType;
  createdAt: Date;
  /** when the current type was chosen: fire history lists the newest fire first */
  votedAt: Date;
}

const voteSchema = new Schema<VoteDoc>(
  {
    _id: { type: String, required: true },
    playlistId: { type: String, required: true, index: true },
    userId: { type: Number, required: true, index: true },
    voteType: { type: String, required: true, enum: VOTE_TYPES },
    createdAt: { type: Date, required: true },
    votedAt: { type: Date, required: true },
  },
  { collection: 'votes', versionKey: false },
);
voteSchema.index({ playlistId: 1, userId: 1 }, { unique: true });
// Fire history: one user's votes of one type, newest first.
voteSchema.index({ userId: 1, voteType: 1, votedAt: -1 });

/** Registers the model and builds its indexes before the first request. */
export async function initVoteModel(conn: mongoose.Connection): Promise<mongoose.Model<VoteDoc>> {
  const Vote = conn.model<VoteDoc>('Vote', voteSchema);
  await Vote.init();
  return Vote;
}
