import { playlist } from '@sonic-nexus/proto';
import { defineService } from '@sonic-nexus/service-kit';
import { configSchema } from './config';
import { consumers } from './consumers';
import { playlistServiceImpl } from './grpc/playlist-service';
import { PLAYLISTS_COLLECTION } from './repository/playlist-model';
import { createPlaylistRepository } from './repository/playlist-repository';
import type { Deps } from './use-cases/deps';

export const playlistService = defineService({
  name: 'playlist',
  configSchema,
  grpcPort: (config) => config.PLAYLIST_GRPC_PORT,
  async build({ conn, logger }) {
    const deps: Deps = { playlists: await createPlaylistRepository(conn) };
    return {
      grpc: [
        { definition: playlist.PlaylistServiceService, implementation: playlistServiceImpl(deps, logger) },
      ],
      consumers: consumers(deps),
      outboxCollections: [PLAYLISTS_COLLECTION],
    };
  },
});

export const { start, stop } = playlistService;
export const flushOutbox = () => playlistService.flushOutbox();
