import { playlist } from '@sonic-nexus/proto';
import { defineService, trackReadModelSize } from '@sonic-nexus/service-kit';
import type pino from 'pino';
import { configSchema } from './config';
import { consumers, replicaConsumers } from './consumers';
import { createPlatformMetadataSource } from './enrichment/platform-metadata';
import { playlistServiceImpl } from './grpc/playlist-service';
import { PLAYLISTS_COLLECTION } from './repository/playlist-model';
import type { PlaylistRecord } from './read-model/playlist-record';
import { createPlaylistRepository } from './repository/playlist-repository';
import { batchMsFor, createSearchEngine } from './search/create-engine';
import { SearchIndexSync } from './search/index-sync';
import type { Deps } from './use-cases/deps';

export interface PlaylistStartOptions {
  /** Where enrichment logs its platform failures; the service's logger by default (tests read it). */
  enrichmentLogger?: pino.Logger;
}

export const playlistService = defineService({
  name: 'playlist',
  configSchema,
  grpcPort: (config) => config.PLAYLIST_GRPC_PORT,
  async build({ config, conn, logger, outbox }, options: PlaylistStartOptions = {}) {
    const engine = createSearchEngine(config);
    // The sync reads the catalogue through the repository, which it listens to: tied after both exist.
    let all: () => PlaylistRecord[] = () => [];
    const search = new SearchIndexSync(
      engine,
      () => all(),
      logger.child({ component: 'search' }),
      batchMsFor(engine),
    );
    const playlists = await createPlaylistRepository(conn, outbox, search);
    all = () => playlists.allLive();
    const platforms = createPlatformMetadataSource({
      endpoints: {
        spotify: config.OEMBED_SPOTIFY_URL,
        youtube: config.OEMBED_YOUTUBE_URL,
        soundcloud: config.OEMBED_SOUNDCLOUD_URL,
      },
      timeoutMs: config.OEMBED_TIMEOUT_MS,
      breakerMinCalls: config.OEMBED_BREAKER_MIN_CALLS,
      breakerResetMs: config.OEMBED_BREAKER_RESET_MS,
      logger: options.enrichmentLogger ?? logger.child({ component: 'enrichment' }),
    });
    const deps: Deps = { playlists, platforms, search: Object.assign(search, { engine }) };
    trackReadModelSize('playlist-catalogue', () => playlists.heldCount);
    const rebuild = async () => {
      const began = performance.now();
      const held = await deps.playlists.rebuild();
      const ms = Math.round(performance.now() - began);
      logger.info({ playlists: held, ms }, 'playlist read model rebuilt from one scan of the store');
      await search.catchUp(); // from the catalogue just filled: no second scan
      return held;
    };
    return {
      grpc: [
        { definition: playlist.PlaylistServiceService, implementation: playlistServiceImpl(deps, logger) },
      ],
      consumers: consumers(deps),
      replicaConsumers: replicaConsumers(deps),
      rebuild,
      outboxCollections: [PLAYLISTS_COLLECTION],
      async stop() {
        platforms.close();
        search.close();
        await engine.close();
      },
      // Tests that seed the store directly rebuild the read model as a restart would.
      hooks: { rebuildReadModel: rebuild, flushSearch: () => search.flush() },
    };
  },
});

export const { start, stop } = playlistService;
export const flushOutbox = () => playlistService.flushOutbox();
