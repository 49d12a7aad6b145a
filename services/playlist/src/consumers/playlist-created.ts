import { onEvent } from '@sonic-nexus/service-kit';
import type { Deps } from '../use-cases/deps';
import { enrichPlaylist } from '../use-cases/enrich-playlist';

// Each waits on a platform for up to OEMBED_TIMEOUT_MS, and playlists do not depend on each other,
// so one slow platform must not hold the others' playlists in line.
const ENRICHMENTS_AT_ONCE = 8;

/** This service's own playlist.created, durably: a restart or a crash still enriches every playlist. */
export const playlistCreated = (deps: Deps) =>
  onEvent(
    'playlist.created',
    ({ playlistId, platform }, envelope) =>
      enrichPlaylist(deps, { playlistId: playlistId || envelope.aggregateId, platform }),
    { concurrency: ENRICHMENTS_AT_ONCE },
  );
