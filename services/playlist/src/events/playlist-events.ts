// The playlist.* events (DESIGN §3-4), as outbox entries stored with the change they announce.
import { newEnvelope, pendingEvent, type PendingEvent } from '@sonic-nexus/service-kit';
import type { PlaylistRecord } from '../repository/playlist-repository';

export const PLAYLIST_CREATED = 'playlist.created';
export const PLAYLIST_UPDATED = 'playlist.updated';
export const PLAYLIST_DELETED = 'playlist.deleted';

type Created = Pick<PlaylistRecord, 'id' | 'submittedBy' | 'username' | 'title' | 'platform'>;

export function playlistCreated(p: Created): PendingEvent {
  return pendingEvent(
    PLAYLIST_CREATED,
    newEnvelope(PLAYLIST_CREATED, p.id, 1, {
      $case: 'playlistCreated',
      value: {
        playlistId: p.id,
        submittedBy: p.submittedBy,
        username: p.username,
        title: p.title,
        platform: p.platform,
      },
    }),
  );
}

/** `version` is the aggregate's version after the change. */
export function playlistUpdated(id: string, version: number, tags: string[]): PendingEvent {
  return pendingEvent(
    PLAYLIST_UPDATED,
    newEnvelope(PLAYLIST_UPDATED, id, version, {
      $case: 'playlistUpdated',
      value: { playlistId: id, tags },
    }),
  );
}

export function playlistDeleted(p: Pick<PlaylistRecord, 'id' | 'submittedBy' | 'version'>): PendingEvent {
  return pendingEvent(
    PLAYLIST_DELETED,
    newEnvelope(PLAYLIST_DELETED, p.id, p.version + 1, {
      $case: 'playlistDeleted',
      value: { playlistId: p.id, submittedBy: p.submittedBy },
    }),
  );
}
