import mongoose from 'mongoose';

/** A stored playlist (spec §3). `_id` is the uuid; the submitter's name is denormalised. */
export interface PlaylistDoc {
  _id: string;
  title: string;
  description: string;
  platform: string;
  playlistUrl: string;
  embedUrl: string;
  albumArtUrls: string[];
  tags: string[];
  durationMinutes: number;
  trackCount: number;
  fireVotes: number;
  thumbsUpVotes: number;
  trashVotes: number;
  submittedBy: number;
  username: string;
  createdAt: Date;
}

export const playlistSchema = new mongoose.Schema<PlaylistDoc>(
  {
    _id: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, default: '' },
    platform: { type: String, required: true, index: true },
    playlistUrl: { type: String, required: true },
    embedUrl: { type: String, default: '' },
    albumArtUrls: { type: [String], default: [] },
    tags: { type: [String], default: [], index: true },
    durationMinutes: { type: Number, default: 0 },
    trackCount: { type: Number, default: 0 },
    fireVotes: { type: Number, default: 0, index: true },
    thumbsUpVotes: { type: Number, default: 0 },
    trashVotes: { type: Number, default: 0 },
    submittedBy: { type: Number, default: 1, index: true },
    username: { type: String, default: '' },
    createdAt: { type: Date, required: true, index: true },
  },
  { collection: 'playlists', versionKey: false },
);
// The two orders the feeds read: newest first, and the leaderboard.
playlistSchema.index({ createdAt: -1, _id: -1 });
playlistSchema.index({ fireVotes: -1, createdAt: -1 });
