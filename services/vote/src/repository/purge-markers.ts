// Small records that make event handling safe to repeat (DESIGN §4: redelivery after a crash).
import { isDuplicateKey } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { Schema } from 'mongoose';

/** A playlist known to be deleted: votes on it are refused even if a cast races the event. */
interface DeletedPlaylistDoc {
  _id: string;
  deletedAt: Date;
}

/**
 * The playlists a deleted user had voted on, written before their votes go. If the process dies
 * midway, the redelivered event still knows which tallies to recount though the votes are gone.
 */
interface UserPurgeDoc {
  _id: number;
  playlistIds: string[];
  createdAt: Date;
}

export interface PurgeMarkers {
  markPlaylistDeleted(playlistId: string): Promise<void>;
  isPlaylistDeleted(playlistId: string): Promise<boolean>;
  /** Records (or extends) the user's purge list and answers the whole list. */
  recordUserPurge(userId: number, playlistIds: string[]): Promise<string[]>;
  finishUserPurge(userId: number): Promise<void>;
}

const ignoreDuplicate = (err: unknown) => {
  if (!isDuplicateKey(err)) throw err;
};

export async function createPurgeMarkers(conn: mongoose.Connection): Promise<PurgeMarkers> {
  const DeletedPlaylist = conn.model<DeletedPlaylistDoc>(
    'DeletedPlaylist',
    new Schema<DeletedPlaylistDoc>(
      { _id: { type: String, required: true }, deletedAt: { type: Date, required: true } },
      { collection: 'deleted_playlists', versionKey: false },
    ),
  );
  const UserPurge = conn.model<UserPurgeDoc>(
    'UserPurge',
    new Schema<UserPurgeDoc>(
      {
        _id: { type: Number, required: true },
        playlistIds: { type: [String], default: [] },
        createdAt: { type: Date, required: true },
      },
      { collection: 'user_purges', versionKey: false },
    ),
  );
  await Promise.all([DeletedPlaylist.init(), UserPurge.init()]);

  return {
    async markPlaylistDeleted(playlistId) {
      await DeletedPlaylist.create({ _id: playlistId, deletedAt: new Date() }).catch(ignoreDuplicate);
    },
    async isPlaylistDeleted(playlistId) {
      return (await DeletedPlaylist.exists({ _id: playlistId })) !== null;
    },
    async recordUserPurge(userId, playlistIds) {
      // Only the user.deleted consumer writes these records, one event at a time.
      const existing = await UserPurge.findById(userId).lean<UserPurgeDoc>();
      if (!existing) {
        if (playlistIds.length === 0) return [];
        await UserPurge.create({ _id: userId, playlistIds, createdAt: new Date() });
        return playlistIds;
      }
      const all = [...new Set([...existing.playlistIds, ...playlistIds])];
      if (all.length > existing.playlistIds.length) {
        await UserPurge.updateOne({ _id: userId }, { $set: { playlistIds: all } });
      }
      return all;
    },
    async finishUserPurge(userId) {
      await UserPurge.deleteOne({ _id: userId });
    },
  };
}
