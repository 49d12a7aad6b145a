import { randomUUID } from 'node:crypto';
import { buildEmbedUrl, createPlaylistBody, playlistUrlProblem } from '@sonic-nexus/contract';
import {
  assertCallerWaiting,
  DomainError,
  isDuplicateKey,
  nameBasedId,
  parseInput,
} from '@sonic-nexus/service-kit';
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
  /** the client's key of this submission, when it sent one */
  idempotencyKey?: string;
}

// The name space of playlist ids derived from a submission's idempotency key (fixed forever).
const SUBMISSION_NAMESPACE = '0b8f7c2e5d4a4f3b9e1c6a2d7f8e9b10';

/** Every rule of the add-playlist form (spec §5), enforced again here with the same messages. */
export async function createPlaylist(
  deps: Deps,
  { submittedBy, username, idempotencyKey, ...input }: CreatePlaylistCommand,
): Promise<PlaylistRecord> {
  checkUserId(submittedBy);
  const body = parseInput(createPlaylistBody, input);

  const urlProblem = playlistUrlProblem(body.playlistUrl, body.platform);
  if (urlProblem) throw new DomainError('invalid', urlProblem);

  // A repeat of a submission (same submitter, same key) gets the id of the first, so the store's
  // unique _id refuses a second playlist and the repeat answers the first one's.
  const id = idempotencyKey
    ? nameBasedId(SUBMISSION_NAMESPACE, `${submittedBy}:${idempotencyKey}`)
    : randomUUID();
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
  assertCallerWaiting(); // a caller that has given up has answered 503: nothing may be written
  try {
    return await deps.playlists.insert(fields, [playlistCreated(fields)]);
  } catch (err) {
    const first = isDuplicateKey(err) && idempotencyKey ? await deps.playlists.findById(id) : null;
    if (first) return first;
    throw err;
  }
}
