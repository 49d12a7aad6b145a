import type { PlaylistRepository } from '../repository/playlist-repository';

/** Everything the use cases reach beyond their input, built once in server.ts. */
export interface Deps {
  playlists: PlaylistRepository;
}
