// The playlist.* events (DESIGN §3-4), as outbox entries stored with the change they announce.
import { domainEvent, type PendingEvent } from '@sonic-nexus/service-kit';
import type { PlaylistRecord } from '../read-model/playlist-record';

type Created = Pick<PlaylistRecord, 'id' | 'submittedBy' | 'username' | 'title' | 'platform'>;

export function playlistCreated(p: Created): PendingEvent {
  const { id, submittedBy, username, title, platform } = p;
  return domainEvent('playlist.created', id, 1, { playlistId: id, submittedBy, username, title, platform });
}

/** `version` is the aggregate's version after the change. */
export function playlistUpdated(id: string, version: number, tags: string[]): PendingEvent {
  return domainEvent('playlist.updated', id, version, { playlistId: id, tags });
}

export function playlistDeleted(p: Pick<PlaylistRecord, 'id' | 'submittedBy' | 'version'>): PendingEvent {
  return domainEvent('playlist.deleted', p.id, p.version + 1, {
    playlistId: p.id,
    submittedBy: p.submittedBy,
  });
}
