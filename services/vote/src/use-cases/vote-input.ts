// Checks of the ids every RPC receives; the gateway validates first, this guards other callers.
// A user id's check is service-kit's requireUserId.
import { USER_VOTES_MAX_IDS, validationMessages } from '@sonic-nexus/contract';
import { DomainError } from '@sonic-nexus/service-kit';

const PLAYLIST_ID_MAX = 100;

export function requirePlaylistId(raw: string): string {
  const id = raw.trim();
  if (id === '' || id.length > PLAYLIST_ID_MAX) {
    throw new DomainError('invalid', validationMessages.playlistIdInvalid);
  }
  return id;
}

/** 1 to USER_VOTES_MAX_IDS playlist ids, repeats dropped. */
export function requirePlaylistIds(raw: string[]): string[] {
  const ids = [...new Set(raw.map((id) => id.trim()))];
  if (
    ids.length < 1 ||
    ids.length > USER_VOTES_MAX_IDS ||
    ids.some((id) => id === '' || id.length > PLAYLIST_ID_MAX)
  ) {
    throw new DomainError('invalid', validationMessages.idsInvalid);
  }
  return ids;
}
