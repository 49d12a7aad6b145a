import { randomUUID } from 'node:crypto';
import { buildEmbedUrl, createPlaylistBody, playlistUrlProblem } from '@sonic-nexus/contract';
import { DomainError, parseInput } from '@sonic-nexus/service-kit';
import { playlistCreated } from '../events/playlist-events';
import type { PlaylistRecord } from '../read-model/playlist-record';
import type { Deps } from './deps';
import { checkUserId } from './user-id';

/** As it arrives over gRPC: unchecked text, checked here with the contract's schema. */
export interface CreatePlaylistCommand {
  submittedBy: number;
  username: string;
  title: string;
  description: string;
  platform: string;
  playlistUrl: string;
  tags: string[];
  albumArtUrls: string[];
  durationMinutes?: number;
}

/** Every rule of the add-playlist form (spec §5), enforced again here with the same messages. */
export async function createPlaylist(
  deps: Deps,
  { submittedBy, username, ...input }: CreatePlaylistCommand,
): Promise<PlaylistRecord> {
  checkUserId(submittedBy);
  const body = parseInput(createPlaylistBody, input);

  const urlProblem = playlistUrlProblem(body.playlistUrl, body.platform);
  if (urlProblem) throw new DomainError('invalid', urlProblem);

  const id = randomUUID();
  const fields = {
    id,
    title: body.title,
    description: body.description,
    platform: body.platform,
    playlistUrl: body.playlistUrl,
    embedUrl: buildEmbedUrl(body.playlistUrl) ?? '',
    albumArtUrls: body.albumArtUrls,
    tags: body.tags,
    durationMinutes: body.durationMinutes ?? 0,
    submittedBy,
    username: username.trim(),
    createdAt: new Date(),
    version: 1,
  };
  return deps.playlists.insert(fields, [playlistCreated(fields)]);
}
