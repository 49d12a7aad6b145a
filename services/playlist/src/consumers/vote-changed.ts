import { onEvent } from '@sonic-nexus/service-kit';
import { applyTallies } from '../use-cases/apply-tallies';
import type { Deps } from '../use-cases/deps';

/** The envelope's version is the playlist's tally version, which orders the tallies. */
export const voteChanged = (deps: Deps) =>
  onEvent('vote.changed', ({ playlistId, fireVotes, thumbsUpVotes, trashVotes }, envelope) =>
    applyTallies(deps, {
      playlistId: playlistId || envelope.aggregateId,
      tallies: { fireVotes, thumbsUpVotes, trashVotes },
      version: envelope.version,
    }),
  );
