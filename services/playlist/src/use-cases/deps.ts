import type { PlatformMetadataSource } from '../enrichment/platform-metadata';
import type { PlaylistRepository } from '../repository/playlist-repository';
import type { SearchEngine } from '../search/search-engine';

/** Everything the use cases reach beyond their input, built once in server.ts. */
export interface Deps {
  playlists: PlaylistRepository;
  /** The platforms' oEmbed metadata (enrichment/): never throws, answers null when unknown. */
  platforms: PlatformMetadataSource;
  /** The search engine, and whether its index can be trusted now (search/index-sync.ts). */
  search: { engine: SearchEngine; readonly stale: boolean; rebuild(): Promise<number> };
}
