import { playlist } from '@sonic-nexus/proto';
import { notYetImplemented, unaryHandler } from '@sonic-nexus/service-kit';
import type pino from 'pino';
import type { PlaylistRepository } from '../repository/playlist-repository';
import { getPlaylist } from '../use-cases/get-playlist';
import { listPlaylists } from '../use-cases/list-playlists';
import { listTopPlaylists } from '../use-cases/list-top-playlists';
import { toProtoPlaylist } from './playlist-mapper';

/** Thin gRPC layer: decode → use case → proto; errors are mapped by unaryHandler. */
export function playlistServiceImpl(
  repo: PlaylistRepository,
  logger: pino.Logger,
): playlist.PlaylistServiceServer {
  return notYetImplemented<playlist.PlaylistServiceServer>(playlist.PlaylistServiceService, {
    listPlaylists: unaryHandler(logger, async (req: playlist.ListPlaylistsRequest) => {
      const page = await listPlaylists(repo, req);
      return { ...page, playlists: page.playlists.map(toProtoPlaylist) };
    }),
    getPlaylist: unaryHandler(logger, async (req: playlist.PlaylistIdRequest) =>
      toProtoPlaylist(await getPlaylist(repo, req.playlistId)),
    ),
    listTopPlaylists: unaryHandler(logger, async (req: playlist.TopPlaylistsRequest) => ({
      playlists: (await listTopPlaylists(repo, req)).map(toProtoPlaylist),
    })),
  });
}
