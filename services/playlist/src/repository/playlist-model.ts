import { pendingEventSchema, type PendingEvent } from '@sonic-nexus/service-kit';
import mongoose from 'mongoose';
import type { PlaylistRecord } from '../read-model/playlist-record';

/** A stored playlist (spec §3). `_id` is the uuid; the submitter's name is denormalised. */
export interface PlaylistDoc extends Omit<PlaylistRecord, 'id'> {
  _id: string;
  /** Tombstone: set on deletion together with playlist.deleted; every read ignores it. */
  deletedAt?: Date;
  /** Document outbox (service-kit): events written with the change, relayed to JetStream. */
  pendingEvents: PendingEvent[];
}

export const PLAYLISTS_COLLECTION = 'playlists';

// No default: a playlist the platform has not described yet has no `enrichment` at all.
const enrichmentSchema = new mongoose.Schema(
  {
    title: { type: String, default: '' },
    artist: { type: String, default: '' },
    thumbnailUrl: { type: String, default: '' },
    enrichedAt: { type: Date, required: true },
  },
  { _id: false },
);

export const playlistSchema = new mongoose.Schema<PlaylistDoc>(
  {
    _id: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, default: '' },
    platform: { type: String, required: true },
    playlistUrl: { type: String, required: true },
    embedUrl: { type: String, default: '' },
    albumArtUrls: { type: [String], default: [] },
    tags: { type: [String], default: [] },
    durationMinutes: { type: Number, default: 0 },
    trackCount: { type: Number, default: 0 },
    fireVotes: { type: Number, default: 0 },
    thumbsUpVotes: { type: Number, default: 0 },
    trashVotes: { type: Number, default: 0 },
    submittedBy: { type: Number, default: 1 },
    username: { type: String, default: '' },
    createdAt: { type: Date, required: true },
    version: { type: Number, default: 1 },
    tallyVersion: { type: Number, default: 0 },
    enrichment: { type: enrichmentSchema, default: undefined },
    deletedAt: { type: Date },
    pendingEvents: { type: [pendingEventSchema], default: [] },
  },
  { collection: PLAYLISTS_COLLECTION, versionKey: false },
);
// No index beyond _id: every list is read from the read model (read-model/), and the store is only
// reached by _id (FerretDB would scan the collection for any sort anyway; indexes only slow writes).
