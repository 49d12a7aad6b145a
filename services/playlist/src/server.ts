import { playlist } from '@sonic-nexus/proto';
import { defineService } from '@sonic-nexus/service-kit';
import { configSchema } from './config';
import { consumers, replicaConsumers } from './consumers';
import { playlistServiceImpl } from './grpc/playlist-service';
import { PLAYLISTS_COLLECTION } from './repository/playlist-model';
import { createPlaylistRepository } from './repository/playlist-repository';
import type { Deps } from './use-cases/deps';

export const playlistService = defineService({
  name: 'playlist',
  configSchema,
  grpcPort: (config) => config.PLAYLIST_GRPC_PORT,
  async build({ conn, logger, outbox }) {
    const deps: Deps = { playlists: await createPlaylistRepository(conn, outbox) };
    const rebuild = async () => {
      const began = performance.now();
      const playlists = await deps.playlists.rebuild();
      const ms = Math.round(performance.now() - began);
      logger.info({ playlists, ms }, 'playlist read model rebuilt from one scan of the store');
      return playlists;
    };
    return {
      grpc: [
        { definition: playlist.PlaylistServiceService, implementation: playlistServiceImpl(deps, logger) },
      ],
      consumers: consumers(deps),
      replicaConsumers: replicaConsumers(deps),
      rebuild,
      outboxCollections: [PLAYLISTS_COLLECTION],
      // Tests that seed the store directly rebuild the read model as a restart would.
      hooks: { rebuildReadModel: rebuild },
    };
  },
});

export const { start, stop } = playlistService;
export const flushOutbox = () => playlistService.flushOutbox();
