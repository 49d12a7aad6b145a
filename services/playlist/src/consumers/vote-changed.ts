import type { events } from '@sonic-nexus/proto';
import { withPlaylistLock, type PlaylistRepository } from '../repository/playlist-repository';

export const VOTE_CHANGED = 'vote.changed';

/**
 * The vote service owns the tallies; this keeps the denormalised copy. The envelope's version is the
 * playlist's tally version, so an older or repeated event (redelivery, reordering) changes nothing.
 */
export function handleVoteChanged(repo: PlaylistRepository) {
  return async (env: events.EventEnvelope): Promise<void> => {
    if (env.payload?.$case !== 'voteChanged') return;
    const { playlistId, fireVotes, thumbsUpVotes, trashVotes } = env.payload.value;
    const id = playlistId || env.aggregateId;
    if (!id) return;
    await withPlaylistLock(id, () =>
      repo.applyTallies(id, { fireVotes, thumbsUpVotes, trashVotes }, env.version),
    );
  };
}
