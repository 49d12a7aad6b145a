import { consumeDurable, type NatsConnection } from '@sonic-nexus/service-kit';
import type pino from 'pino';
import type { PlaylistRepository } from '../repository/playlist-repository';
import { USER_DELETED, USER_RENAMED, handleUserEvent } from './user-events';
import { VOTE_CHANGED, handleVoteChanged } from './vote-changed';

/**
 * Durable names carry the database name: one consumer group per deployment (per database), so two
 * instances of the platform sharing a NATS server (e.g. parallel test runs) never take each other's
 * messages. Names may not contain '.', '*', '>' or whitespace.
 */
export function durableName(database: string, purpose: string): string {
  return `playlist_${database}_${purpose}`.replace(/[^A-Za-z0-9_-]/g, '_');
}

export async function startConsumers(opts: {
  nc: NatsConnection;
  repo: PlaylistRepository;
  logger: pino.Logger;
  database: string;
}): Promise<{ stop(): Promise<void> }> {
  const { nc, repo, logger, database } = opts;
  const consumers = [
    await consumeDurable(nc, {
      stream: 'VOTE',
      durable: durableName(database, 'vote_changed'),
      filterSubjects: [VOTE_CHANGED],
      logger,
      handle: handleVoteChanged(repo),
    }),
    await consumeDurable(nc, {
      stream: 'USER',
      durable: durableName(database, 'user_events'),
      filterSubjects: [USER_DELETED, USER_RENAMED],
      logger,
      handle: handleUserEvent(repo),
    }),
  ];
  return {
    async stop() {
      for (const consumer of consumers) await consumer.stop();
    },
  };
}
