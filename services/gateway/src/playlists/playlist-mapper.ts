// playlist proto messages → the spec §3 shapes; empty proto strings become null where the
// contract says "unknown".
import type { FeedPage, Playlist, Preview } from '@sonic-nexus/contract';
import type { playlist as playlistProto } from '@sonic-nexus/proto';

export function toPlaylist(msg: playlistProto.Playlist): Playlist {
  return {
    id: msg.id,
    title: msg.title,
    description: msg.description,
    platform: msg.platform,
    playlistUrl: msg.playlistUrl,
    albumArtUrls: msg.albumArtUrls,
    tags: msg.tags,
    durationMinutes: msg.durationMinutes,
    trackCount: msg.trackCount,
    fireVotes: msg.fireVotes,
    thumbsUpVotes: msg.thumbsUpVotes,
    trashVotes: msg.trashVotes,
    submittedBy: msg.submittedBy,
    username: msg.username || null,
    createdAt: msg.createdAt,
    embedUrl: msg.embedUrl || null,
  };
}

export function toFeedPage(msg: playlistProto.PlaylistPage): FeedPage {
  return { playlists: msg.playlists.map(toPlaylist), hasMore: msg.hasMore, currentPage: msg.currentPage };
}

export function toPreview(msg: playlistProto.PreviewResponse): Preview {
  return { isSupported: msg.isSupported, platform: msg.platform || null, embedUrl: msg.embedUrl || null };
}
