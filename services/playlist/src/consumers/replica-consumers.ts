// What keeps this replica's read model fresh when another replica or service wrote: every replica
// reads every event of these subjects (its own too, which then change nothing). The durable
// consumers beside this file persist; these only refresh memory.
import { onEvent, type EventConsumer } from '@sonic-nexus/service-kit';
import type { Deps } from '../use-cases/deps';
import { noteRename, noteTallies, refreshPlaylist } from '../use-cases/refresh-read-model';

export const replicaConsumers = (deps: Deps): EventConsumer[] => [
  onEvent('playlist.created', ({ playlistId }, envelope) =>
    refreshPlaylist(deps, { playlistId: playlistId || envelope.aggregateId, version: envelope.version }),
  ),
  onEvent('playlist.updated', ({ playlistId }, envelope) =>
    refreshPlaylist(deps, { playlistId: playlistId || envelope.aggregateId, version: envelope.version }),
  ),
  onEvent('playlist.deleted', ({ playlistId }, envelope) =>
    refreshPlaylist(deps, { playlistId: playlistId || envelope.aggregateId, version: envelope.version }),
  ),
  onEvent('vote.changed', ({ playlistId, fireVotes, thumbsUpVotes, trashVotes }, envelope) =>
    noteTallies(deps, {
      playlistId: playlistId || envelope.aggregateId,
      tallies: { fireVotes, thumbsUpVotes, trashVotes },
      version: envelope.version,
    }),
  ),
  // user.deleted needs nothing here: the playlists it removes each announce playlist.deleted.
  onEvent('user.renamed', async ({ userId, newUsername }, envelope) =>
    noteRename(deps, { userId, username: newUsername, version: envelope.version }),
  ),
];
