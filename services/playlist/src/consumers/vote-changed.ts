import { onEvent } from '@sonic-nexus/service-kit';
import { applyTallies } from '../use-cases/apply-tallies';
import type { Deps } from '../use-cases/deps';

// The write is guarded by the tally version, so order does not matter and votes on different
// playlists are persisted in parallel (votes on one playlist still queue on its lock).
const TALLY_WRITES_AT_ONCE = 16;

/** The envelope's version is the playlist's tally version, which orders the tallies. */
export const voteChanged = (deps: Deps) =>
  onEvent(
    'vote.changed',
    ({ playlistId, fireVotes, thumbsUpVotes, trashVotes }, envelope) =>
      applyTallies(deps, {
        playlistId: playlistId || envelope.aggregateId,
        tallies: { fireVotes, thumbsUpVotes, trashVotes },
        version: envelope.version,
      }),
    { concurrency: TALLY_WRITES_AT_ONCE },
  );
