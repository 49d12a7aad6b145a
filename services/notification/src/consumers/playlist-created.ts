import { onEvent } from '@sonic-nexus/service-kit';
import type { Deps } from '../use-cases/deps';
import { fanOutNewPlaylist } from '../use-cases/fan-out';

/**
 * How soon a fan-out cut short by a crash runs again. The handler reports progress while it
 * runs, so a long fan-out is not started twice meanwhile.
 */
const FAN_OUT_ACK_WAIT_MS = 10_000;

/** A new playlist: its submitter's followers are notified (once each, whatever repeats). */
export const playlistCreated = (deps: Deps) =>
  onEvent(
    'playlist.created',
    (created, envelope) =>
      fanOutNewPlaylist(deps, {
        playlistId: created.playlistId,
        submittedBy: created.submittedBy,
        username: created.username,
        title: created.title,
        postedAt: new Date(envelope.occurredAt),
      }),
    { ackWaitMs: FAN_OUT_ACK_WAIT_MS },
  );
