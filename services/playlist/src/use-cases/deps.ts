import type { PlatformMetadataSource } from '../enrichment/platform-metadata';
import type { PlaylistRepository } from '../repository/playlist-repository';

/** Everything the use cases reach beyond their input, built once in server.ts. */
export interface Deps {
  playlists: PlaylistRepository;
  /** The platforms' oEmbed metadata (enrichment/): never throws, answers null when unknown. */
  platforms: PlatformMetadataSource;
}
