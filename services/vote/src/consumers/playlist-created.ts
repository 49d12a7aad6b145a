import { onEvent } from '@sonic-nexus/service-kit';
import type { Deps } from '../use-cases/deps';
import { notePlaylistCreated } from '../use-cases/note-playlist';

/** Every replica: a new playlist is known at once, so its first votes need no confirmation. */
export const playlistCreated = (deps: Deps) =>
  onEvent('playlist.created', async ({ playlistId }, envelope) =>
    notePlaylistCreated(deps, playlistId || envelope.aggregateId),
  );
