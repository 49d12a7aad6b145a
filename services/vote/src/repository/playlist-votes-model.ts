// The two collections of the vote context (see playlist-votes-repository.ts for how they work
// together). No index beyond _id: every read is by _id or a scan at start.
import { pendingEventSchema, type PendingEvent } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { Schema } from 'mongoose';

export const PLAYLIST_VOTES_COLLECTION = 'playlist_votes';
export const VOTE_COMMITS_COLLECTION = 'vote_commits';

/** One per playlist: its votes, the counts derived from them, and its version. */
export interface PlaylistVotesDoc {
  _id: string; // the playlist id
  votes: string; // every user's vote, packed (packed-votes.ts)
  fireVotes: number;
  thumbsUpVotes: number;
  trashVotes: number;
  version: number; // +1 per write
  updatedAt: Date;
  /** The playlist was deleted: kept (without votes) so that later casts on it are refused. */
  deletedAt?: Date;
}

/**
 * One per write of a playlist, inserted just before it: `_id` = `<playlistId>:<version>` claims
 * that version, and the document carries what the write changes plus its vote.changed event. It is
 * born tombstoned, so the outbox relay removes it once the event is out.
 */
export interface VoteCommitDoc {
  _id: string;
  playlistId: string;
  version: number;
  set: string; // the users whose vote is now this, packed (packed-votes.ts)
  unset: number[]; // the users who have no vote any more
  fireVotes: number;
  thumbsUpVotes: number;
  trashVotes: number;
  playlistDeleted: boolean;
  pendingEvents: PendingEvent[];
  deletedAt: Date;
}

const counts = {
  fireVotes: { type: Number, required: true },
  thumbsUpVotes: { type: Number, required: true },
  trashVotes: { type: Number, required: true },
};

const playlistVotesSchema = new Schema<PlaylistVotesDoc>(
  {
    _id: { type: String, required: true },
    votes: { type: String, default: '' },
    ...counts,
    version: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
    deletedAt: { type: Date },
  },
  { collection: PLAYLIST_VOTES_COLLECTION, versionKey: false },
);

const voteCommitSchema = new Schema<VoteCommitDoc>(
  {
    _id: { type: String, required: true },
    playlistId: { type: String, required: true },
    version: { type: Number, required: true },
    set: { type: String, default: '' },
    unset: { type: [Number], default: [] },
    ...counts,
    playlistDeleted: { type: Boolean, required: true },
    pendingEvents: { type: [pendingEventSchema], default: [] },
    deletedAt: { type: Date, required: true },
  },
  { collection: VOTE_COMMITS_COLLECTION, versionKey: false },
);

export async function initVoteModels(conn: mongoose.Connection): Promise<{
  PlaylistVotes: mongoose.Model<PlaylistVotesDoc>;
  VoteCommits: mongoose.Model<VoteCommitDoc>;
}> {
  const PlaylistVotes = conn.model<PlaylistVotesDoc>('PlaylistVotes', playlistVotesSchema);
  const VoteCommits = conn.model<VoteCommitDoc>('VoteCommit', voteCommitSchema);
  await Promise.all([PlaylistVotes.init(), VoteCommits.init()]);
  return { PlaylistVotes, VoteCommits };
}
