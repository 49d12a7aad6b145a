import { USER_VOTES_MAX_IDS, validationMessages } from '@sonic-nexus/contract';
import { DomainError } from '@sonic-nexus/service-kit';
import type { PlaylistRecord } from '../read-model/playlist-record';
import type { Deps } from './deps';

/** In the order asked (e.g. fire history, newest fire first); unknown or deleted ids are skipped. */
export function getPlaylistsByIds(deps: Deps, ids: string[]): PlaylistRecord[] {
  const wanted = [...new Set(ids.filter((id) => id !== ''))];
  if (wanted.length > USER_VOTES_MAX_IDS) throw new DomainError('invalid', validationMessages.idsInvalid);
  const byId = new Map(deps.playlists.findByIds(wanted).map((p) => [p.id, p]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}
