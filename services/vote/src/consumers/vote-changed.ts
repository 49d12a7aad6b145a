import { onEvent } from '@sonic-nexus/service-kit';
import { catchUpPlaylist } from '../use-cases/catch-up';
import type { Deps } from '../use-cases/deps';

/** Every replica: a playlist written elsewhere is reloaded (the envelope's version is its version). */
export const voteChanged = (deps: Deps) =>
  onEvent('vote.changed', ({ playlistId }, envelope) =>
    catchUpPlaylist(deps, playlistId || envelope.aggregateId, envelope.version),
  );
