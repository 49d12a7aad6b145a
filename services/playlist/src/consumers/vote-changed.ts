import { onEvent } from '@sonic-nexus/service-kit';
import { applyTallies } from '../use-cases/apply-tallies';
import type { Deps } from '../use-cases/deps';

// The write is guarded by the tally version, so order does not matter. Events are held while
// their playlist's tallies pause to gather (use-cases/apply-tallies.ts), so many are in hand at once.
const TALLY_EVENTS_AT_ONCE = 256;

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
    { concurrency: TALLY_EVENTS_AT_ONCE },
  );
