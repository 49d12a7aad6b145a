// The vote context's two collections (see snapshot-repository.ts for how they are used). Both are
// written by inserts only, so no write ever races another replica's: FerretDB 1.x applies an
// update as an unlocked read-modify-write, and two processes doing 800 guarded increments of one
// document kept 288. No index beyond _id: every read is a scan at start.
import type mongoose from 'mongoose';
import { Schema } from 'mongoose';

export const PLAYLIST_VOTES_COLLECTION = 'playlist_votes';
const VOTE_CHECKPOINTS_COLLECTION = 'vote_checkpoints';

/**
 * A playlist's votes as of one version: `_id` = `<playlistId>@<version>`. A version's content is
 * the same on every replica (the vote log decides it), so two replicas writing it collide
 * harmlessly. Older snapshots are deleted once a newer one is stored. (Documents written before
 * the vote log have `_id` = the playlist id and no `playlistId`; they are read as snapshots.)
 */
export interface PlaylistVotesDoc {
  _id: string;
  playlistId?: string;
  votes: string; // every user's vote, packed (packed-votes.ts)
  fireVotes: number;
  thumbsUpVotes: number;
  trashVotes: number;
  version: number; // +1 per log entry that changed the playlist
  /** The vote log's sequence this snapshot was taken at: entries up to it are in it. */
  logSeq?: number;
  /** Which vote log `logSeq` counts in (log/vote-log.ts). */
  logId?: string;
  updatedAt: Date;
  /** The playlist was deleted: kept (without votes) so that later casts on it are refused. */
  deletedAt?: Date;
}

/** Every playlist the log changed up to `logSeq` has a snapshot at least that new. */
export interface VoteCheckpointDoc {
  _id: string; // `<logId>#<logSeq>`
  logId: string;
  logSeq: number;
  at: Date;
}

const playlistVotesSchema = new Schema<PlaylistVotesDoc>(
  {
    _id: { type: String, required: true },
    playlistId: { type: String },
    votes: { type: String, default: '' },
    fireVotes: { type: Number, required: true },
    thumbsUpVotes: { type: Number, required: true },
    trashVotes: { type: Number, required: true },
    version: { type: Number, required: true },
    logSeq: { type: Number },
    logId: { type: String },
    updatedAt: { type: Date, required: true },
    deletedAt: { type: Date },
  },
  { collection: PLAYLIST_VOTES_COLLECTION, versionKey: false },
);

const checkpointSchema = new Schema<VoteCheckpointDoc>(
  {
    _id: { type: String, required: true },
    logId: { type: String, required: true },
    logSeq: { type: Number, required: true },
    at: { type: Date, required: true },
  },
  { collection: VOTE_CHECKPOINTS_COLLECTION, versionKey: false },
);

export async function initVoteModels(conn: mongoose.Connection): Promise<{
  PlaylistVotes: mongoose.Model<PlaylistVotesDoc>;
  Checkpoints: mongoose.Model<VoteCheckpointDoc>;
}> {
  const PlaylistVotes = conn.model<PlaylistVotesDoc>('PlaylistVotes', playlistVotesSchema);
  const Checkpoints = conn.model<VoteCheckpointDoc>('VoteCheckpoint', checkpointSchema);
  await Promise.all([PlaylistVotes.init(), Checkpoints.init()]);
  return { PlaylistVotes, Checkpoints };
}
