// The events the vote context publishes (DESIGN §3): vote.changed, one per version of a playlist's
// tallies. Every replica could announce the same version (the vote log gives all the same
// versions), so the event id is derived from the playlist and version: JetStream drops a repeat.
import { createHash } from 'node:crypto';
import type { events } from '@sonic-nexus/proto';
import { EVENT_CATALOGUE, newEnvelope, publishEvent, type NatsConnection } from '@sonic-nexus/service-kit';
import type { ChangedPlaylist } from '../log/vote-replica';

/** A UUID-shaped id that is the same for the same playlist version, on every replica. */
function versionEventId(playlistId: string, version: number): string {
  const h = createHash('sha1').update(`vote.changed:${playlistId}:${version}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * A playlist's tallies as of `version`; `userId` is who caused the last change (an entry holds
 * many), 0 when nobody did (a deleted playlist).
 */
function voteChanged({ tallies, userId }: ChangedPlaylist): events.EventEnvelope {
  const { playlistId, fireVotes, thumbsUpVotes, trashVotes, version } = tallies;
  const payload = {
    $case: EVENT_CATALOGUE['vote.changed'].payload,
    value: { playlistId, userId, fireVotes, thumbsUpVotes, trashVotes },
  } as events.EventEnvelope['payload'];
  return {
    ...newEnvelope('vote.changed', playlistId, version, payload),
    id: versionEventId(playlistId, version),
  };
}

export const publishVoteChanged = (nc: NatsConnection, changed: ChangedPlaylist): Promise<void> =>
  publishEvent(nc, 'vote.changed', voteChanged(changed));
