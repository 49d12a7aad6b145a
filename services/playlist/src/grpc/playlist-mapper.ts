import type { playlist } from '@sonic-nexus/proto';
import type { PlaylistRecord } from '../read-model/playlist-record';

export function toProtoPlaylist(p: PlaylistRecord): playlist.Playlist {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    platform: p.platform,
    playlistUrl: p.playlistUrl,
    albumArtUrls: p.albumArtUrls,
    tags: p.tags,
    durationMinutes: p.durationMinutes,
    trackCount: p.trackCount,
    fireVotes: p.fireVotes,
    thumbsUpVotes: p.thumbsUpVotes,
    trashVotes: p.trashVotes,
    submittedBy: p.submittedBy,
    username: p.username,
    createdAt: p.createdAt.toISOString(),
    embedUrl: p.embedUrl,
  };
}
