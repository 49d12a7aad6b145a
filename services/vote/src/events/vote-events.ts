// The events the vote context publishes (DESIGN §3): vote.changed, one per write of a playlist's
// votes, stored in that write's claim document (repository/playlist-votes-repository.ts).
import { domainEvent, type PendingEvent } from '@sonic-nexus/service-kit';
import type { VoteCounts } from '../voting/vote-counts';

/**
 * A playlist's tallies as of `version`; `userId` is who caused the last change of the write (a
 * batch holds many), 0 when nobody did (a repair, a deleted playlist).
 */
export function voteChanged(
  playlistId: string,
  userId: number,
  counts: VoteCounts,
  version: number,
): PendingEvent {
  return domainEvent('vote.changed', playlistId, version, { playlistId, userId, ...counts });
}
