import { playlist } from '@sonic-nexus/proto';
import { notYetImplemented, unaryHandler } from '@sonic-nexus/service-kit';
import type pino from 'pino';
import { createPlaylist } from '../use-cases/create-playlist';
import type { Deps } from '../use-cases/deps';
import { getPlaylist } from '../use-cases/get-playlist';
import { listPlaylists } from '../use-cases/list-playlists';
import { rebuildSearchIndex, searchStatus } from '../use-cases/search-index';
import { listTopPlaylists } from '../use-cases/list-top-playlists';
import { mostPlayedArtist } from '../use-cases/most-played-artist';
import { deletePlaylist, updateTags } from '../use-cases/owner-changes';
import { getPlaylistsByIds } from '../use-cases/playlists-by-ids';
import { previewPlaylist } from '../use-cases/preview-playlist';
import { countUserPlaylists, listUserPlaylists } from '../use-cases/user-playlists';
import { toProtoPlaylist } from './playlist-mapper';

type Server = playlist.PlaylistServiceServer;

/** Thin gRPC layer: decode → use case → proto; errors are mapped by unaryHandler. */
export function playlistServiceImpl(deps: Deps, logger: pino.Logger): Server {
  const list = (rows: Parameters<typeof toProtoPlaylist>[0][]) => ({ playlists: rows.map(toProtoPlaylist) });
  return notYetImplemented<Server>(playlist.PlaylistServiceService, {
    createPlaylist: unaryHandler(logger, async (req: playlist.CreatePlaylistRequest) =>
      toProtoPlaylist(await createPlaylist(deps, req)),
    ),
    listPlaylists: unaryHandler(logger, async (req: playlist.ListPlaylistsRequest) => {
      const page = await listPlaylists(deps, req);
      return { ...page, ...list(page.playlists) };
    }),
    getPlaylist: unaryHandler(logger, async (req: playlist.PlaylistIdRequest) =>
      toProtoPlaylist(await getPlaylist(deps, req.playlistId)),
    ),
    getPlaylistsByIds: unaryHandler(logger, async (req: playlist.PlaylistIdsRequest) =>
      list(await getPlaylistsByIds(deps, req.playlistIds)),
    ),
    listTopPlaylists: unaryHandler(logger, async (req: playlist.TopPlaylistsRequest) =>
      list(await listTopPlaylists(deps, req)),
    ),
    listUserPlaylists: unaryHandler(logger, async (req: playlist.UserIdRequest) =>
      list(await listUserPlaylists(deps, req.userId)),
    ),
    countUserPlaylists: unaryHandler(logger, async (req: playlist.UserIdRequest) => ({
      count: await countUserPlaylists(deps, req.userId),
    })),
    updateTags: unaryHandler(logger, async (req: playlist.UpdateTagsRequest) =>
      toProtoPlaylist(await updateTags(deps, req)),
    ),
    deletePlaylist: unaryHandler(logger, async (req: playlist.DeletePlaylistRequest) => {
      await deletePlaylist(deps, req);
      return {};
    }),
    getMostPlaylistedArtist: unaryHandler(logger, async (req: playlist.UserIdRequest) => {
      const artist = mostPlayedArtist(deps, req.userId);
      return artist === null ? {} : { artist };
    }),
    getSearchStatus: unaryHandler(logger, () => searchStatus(deps)),
    rebuildSearchIndex: unaryHandler(logger, () => rebuildSearchIndex(deps)),
    previewPlaylist: unaryHandler(logger, async (req: playlist.PreviewRequest) => {
      const preview = previewPlaylist(req.url);
      return {
        isSupported: preview.isSupported,
        platform: preview.platform ?? '',
        embedUrl: preview.embedUrl ?? '',
      };
    }),
  });
}
