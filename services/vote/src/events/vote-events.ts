// The events the vote context publishes (DESIGN §3): vote.changed, stored in the tallies
// document's outbox with the counts it announces.
import { domainEvent, type PendingEvent } from '@sonic-nexus/service-kit';
import type { VoteCounts } from '../repository/counts';

/** A playlist's new tallies as `version`; `userId` is who caused them (0 for a recount). */
export function voteChanged(
  playlistId: string,
  userId: number,
  counts: VoteCounts,
  version: number,
): PendingEvent {
  return domainEvent('vote.changed', playlistId, version, { playlistId, userId, ...counts });
}
