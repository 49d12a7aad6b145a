import type mongoose from 'mongoose';
import { Schema } from 'mongoose';

export type VoteType = 'fire' | 'thumbs_up' | 'trash';

/** One vote per user and playlist (spec §3); the unique index is what enforces it. */
export interface VoteDoc {
  _id: string; // uuid
  playlistId: string;
  userId: number;
  voteType: VoteType;
  createdAt: Date;
}

export const voteSchema = new Schema<VoteDoc>(
  {
    _id: { type: String, required: true },
    playlistId: { type: String, required: true, index: true },
    userId: { type: Number, required: true, index: true },
    voteType: { type: String, required: true, enum: ['fire', 'thumbs_up', 'trash'] },
    createdAt: { type: Date, required: true },
  },
  { collection: 'votes', versionKey: false },
);
voteSchema.index({ playlistId: 1, userId: 1 }, { unique: true });

/** Registers the model and builds its indexes; the vote issue adds the repository on top. */
export async function initVoteModel(conn: mongoose.Connection): Promise<mongoose.Model<VoteDoc>> {
  const Vote = conn.model<VoteDoc>('Vote', voteSchema);
  await Vote.init();
  return Vote;
}
