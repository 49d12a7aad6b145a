import { pendingEventSchema, type PendingEvent } from '@sonic-nexus/service-kit';
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
  /** Version of this aggregate: 1 at creation, +1 per change; orders its playlist.* events. */
  version: number;
  /** Version of the last vote.changed applied; older or repeated tallies are ignored. */
  tallyVersion: number;
  /** Tombstone: set on deletion together with playlist.deleted; every read ignores it. */
  deletedAt?: Date;
  /** Document outbox (service-kit): events written with the change, relayed to JetStream. */
  pendingEvents: PendingEvent[];
}

export const PLAYLISTS_COLLECTION = 'playlists';

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
    version: { type: Number, default: 1 },
    tallyVersion: { type: Number, default: 0 },
    deletedAt: { type: Date },
    pendingEvents: { type: [pendingEventSchema], default: [] },
  },
  { collection: PLAYLISTS_COLLECTION, versionKey: false },
);
// The orders the lists read: newest first (feed, a user's playlists) and the leaderboard.
playlistSchema.index({ createdAt: -1, _id: -1 });
playlistSchema.index({ fireVotes: -1, createdAt: -1 });
playlistSchema.index({ submittedBy: 1, createdAt: -1 });
