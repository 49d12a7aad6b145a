// The events the vote context reacts to (DESIGN §3): playlist.deleted and user.deleted.
import { consumeDurable, type NatsConnection } from '@sonic-nexus/service-kit';
import type pino from 'pino';
import type { VoteStores } from '../use-cases/playlist-tallies';
import { removePlaylistVotes, removeUserVotes } from '../use-cases/purge-votes';

/**
 * A durable consumer's position belongs to the database it writes to, so the name is derived from
 * it: two deployments (or test runs) with their own databases never share, and so never split, a
 * stream of deletions; one database served by several replicas shares one durable.
 */
export function durableName(mongoDb: string, topic: string): string {
  return `vote_${mongoDb}_${topic}`.replace(/[^A-Za-z0-9_-]/g, '_');
}

export async function startVoteConsumers(opts: {
  nc: NatsConnection;
  stores: VoteStores;
  logger: pino.Logger;
  mongoDb: string;
}): Promise<{ stop(): Promise<void> }> {
  const { nc, stores, logger, mongoDb } = opts;
  const playlists = await consumeDurable(nc, {
    stream: 'PLAYLIST',
    durable: durableName(mongoDb, 'playlist_deleted'),
    filterSubjects: ['playlist.deleted'],
    logger,
    handle: async (env) => {
      if (env.payload?.$case !== 'playlistDeleted' || !env.payload.value.playlistId) return;
      await removePlaylistVotes(stores, env.payload.value.playlistId);
    },
  });
  const users = await consumeDurable(nc, {
    stream: 'USER',
    durable: durableName(mongoDb, 'user_deleted'),
    filterSubjects: ['user.deleted'],
    logger,
    handle: async (env) => {
      if (env.payload?.$case !== 'userDeleted' || env.payload.value.userId < 1) return;
      const recounted = await removeUserVotes(stores, env.payload.value.userId);
      logger.info(
        { userId: env.payload.value.userId, playlists: recounted.length },
        "removed a deleted user's votes",
      );
    },
  });
  return {
    async stop() {
      await Promise.all([playlists.stop(), users.stop()]);
    },
  };
}
