// Playlists whose notifications were removed, by _id: a fan-out that raced the deletion of its
// playlist (the two events arrive on separate durables) finds the mark and removes what it wrote.
import type mongoose from 'mongoose';
import { Schema } from 'mongoose';

interface RemovedPlaylistDoc {
  _id: string; // the playlist id
  removedAt: Date;
}

const removedPlaylistSchema = new Schema<RemovedPlaylistDoc>(
  { _id: { type: String, required: true }, removedAt: { type: Date, required: true } },
  { collection: 'removed_playlists', versionKey: false },
);

export interface RemovedPlaylistRepository {
  mark(playlistId: string): Promise<void>;
  isRemoved(playlistId: string): Promise<boolean>;
}

export async function createRemovedPlaylistRepository(
  conn: mongoose.Connection,
): Promise<RemovedPlaylistRepository> {
  const RemovedPlaylist = conn.model<RemovedPlaylistDoc>('RemovedPlaylist', removedPlaylistSchema);
  await RemovedPlaylist.init();
  return {
    async mark(playlistId) {
      await RemovedPlaylist.updateOne(
        { _id: playlistId },
        { $setOnInsert: { removedAt: new Date() } },
        { upsert: true },
      );
    },
    async isRemoved(playlistId) {
      return (await RemovedPlaylist.exists({ _id: playlistId })) !== null;
    },
  };
}
