import { randomUUID } from 'node:crypto';
import type mongoose from 'mongoose';
import { playlistSchema, type PlaylistDoc } from './playlist-model';

export interface PlaylistRecord extends Omit<PlaylistDoc, '_id'> {
  id: string;
}

export type NewPlaylist = Pick<
  PlaylistRecord,
  'title' | 'platform' | 'playlistUrl' | 'submittedBy' | 'username'
> &
  Partial<PlaylistRecord>;

export interface PlaylistFilter {
  tag?: string;
  platform?: string;
}

export interface PlaylistRepository {
  insert(playlist: NewPlaylist): Promise<PlaylistRecord>;
  findById(id: string): Promise<PlaylistRecord | null>;
  /** Newest first (createdAt, then id, so equal times still page stably). */
  findNewest(filter: PlaylistFilter, skip: number, limit: number): Promise<PlaylistRecord[]>;
  /** Most fire votes first, newer first among equals. */
  findTop(limit: number): Promise<PlaylistRecord[]>;
}

function toRecord({ _id, ...rest }: PlaylistDoc): PlaylistRecord {
  return { id: _id, ...rest };
}

export async function createPlaylistRepository(conn: mongoose.Connection): Promise<PlaylistRepository> {
  const Playlist = conn.model<PlaylistDoc>('Playlist', playlistSchema);
  await Playlist.init(); // indexes exist before the first request

  return {
    async insert({ id = randomUUID(), createdAt = new Date(), ...fields }) {
      const doc = await Playlist.create({ _id: id, createdAt, ...fields });
      return toRecord(doc.toObject<PlaylistDoc>());
    },
    async findById(id) {
      const doc = await Playlist.findById(id).lean<PlaylistDoc>();
      return doc ? toRecord(doc) : null;
    },
    async findNewest(filter, skip, limit) {
      const query: mongoose.FilterQuery<PlaylistDoc> = {};
      if (filter.tag) query.tags = filter.tag;
      if (filter.platform) query.platform = filter.platform;
      const docs = await Playlist.find(query)
        .sort({ createdAt: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean<PlaylistDoc[]>();
      return docs.map(toRecord);
    },
    async findTop(limit) {
      const docs = await Playlist.find()
        .sort({ fireVotes: -1, createdAt: -1, _id: -1 })
        .limit(limit)
        .lean<PlaylistDoc[]>();
      return docs.map(toRecord);
    },
  };
}
