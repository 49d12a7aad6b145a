import { pendingEventSchema, type PendingEvent } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { Schema } from 'mongoose';

export const TALLIES_COLLECTION = 'tallies';

/**
 * One document per playlist: the counts last derived from its votes, a version that grows by one
 * per change, and the document outbox (`pendingEvents`) holding the vote.changed events not yet
 * relayed. `deletedAt` tombstones the document of a deleted playlist until the relay removes it.
 */
export interface TalliesDoc {
  _id: string; // the playlist id
  fireVotes: number;
  thumbsUpVotes: number;
  trashVotes: number;
  version: number;
  pendingEvents: PendingEvent[];
  updatedAt: Date;
  deletedAt?: Date;
}

const talliesSchema = new Schema<TalliesDoc>(
  {
    _id: { type: String, required: true },
    fireVotes: { type: Number, required: true },
    thumbsUpVotes: { type: Number, required: true },
    trashVotes: { type: Number, required: true },
    version: { type: Number, required: true },
    pendingEvents: { type: [pendingEventSchema], default: [] },
    updatedAt: { type: Date, required: true },
    deletedAt: { type: Date },
  },
  { collection: TALLIES_COLLECTION, versionKey: false },
);

export async function initTalliesModel(conn: mongoose.Connection): Promise<mongoose.Model<TalliesDoc>> {
  const Tallies = conn.model<TalliesDoc>('Tallies', talliesSchema);
  await Tallies.init();
  return Tallies;
}
