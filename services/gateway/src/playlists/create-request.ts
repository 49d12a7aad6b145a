// POST /api/playlists body (already checked by the contract schema) + the session user + the
// client's Idempotency-Key → gRPC.
// The submitter's name travels with the playlist so every view can show it without a user lookup.
import type { CreatePlaylistBody, User } from '@sonic-nexus/contract';
import type { playlist } from '@sonic-nexus/proto';

export function toCreateRequest(
  body: CreatePlaylistBody,
  user: Pick<User, 'id' | 'username'>,
  idempotencyKey?: string,
): playlist.CreatePlaylistRequest {
  return {
    idempotencyKey,
    submittedBy: user.id,
    username: user.username,
    title: body.title,
    description: body.description,
    platform: body.platform,
    playlistUrl: body.playlistUrl,
    tags: body.tags,
    albumArtUrls: body.albumArtUrls,
    durationMinutes: body.durationMinutes,
  };
}
