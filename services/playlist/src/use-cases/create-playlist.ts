import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import {
  buildEmbedUrl,
  createPlaylistBody,
  platformMismatchMessage,
  platformOfHost,
  validationMessages,
} from '@sonic-nexus/contract';
import { grpcError } from '@sonic-nexus/service-kit';
import { playlistCreated } from '../events/playlist-events';
import type { PlaylistRecord, PlaylistRepository } from '../repository/playlist-repository';
import { invalidArgument } from './invalid-argument';

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
  repo: PlaylistRepository,
  { submittedBy, username, ...input }: CreatePlaylistCommand,
): Promise<PlaylistRecord> {
  if (!Number.isSafeInteger(submittedBy) || submittedBy <= 0) {
    throw grpcError(grpc.status.INVALID_ARGUMENT, validationMessages.userIdInvalid);
  }
  const parsed = createPlaylistBody.safeParse(input);
  if (!parsed.success) throw invalidArgument(parsed.error);
  const body = parsed.data;

  // A link on a known platform's host must be submitted as that platform (the form locks it too).
  const hostPlatform = platformOfHost(body.playlistUrl);
  if (hostPlatform && hostPlatform !== body.platform) {
    throw grpcError(grpc.status.INVALID_ARGUMENT, platformMismatchMessage(hostPlatform));
  }

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
  return repo.insert(fields, [playlistCreated(fields)]);
}
