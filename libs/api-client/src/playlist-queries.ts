// Reading playlists beyond the home feed (spec §7): one playlist, the leaderboards, the fire
// history and a submitter. Keys start with '/api/playlists' where a vote or tag edit must refresh them.
import {
  FIRE_VOTED_PAGE_SIZE,
  type FireVotedPage,
  type Playlist,
  type PublicUser,
} from '@sonic-nexus/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';
import { queryKeys } from './query-keys';

export const playlistKeys = {
  detail: (id: string) => [...queryKeys.playlists, id] as const,
  top: (limit: number) => [...queryKeys.playlists, 'top', limit] as const,
  fireVotedPrefix: ['/api/user/fire-voted-playlists'] as const,
  fireVoted: (page: number) => ['/api/user/fire-voted-playlists', page] as const,
  submitter: (userId: number) => ['/api/users', userId] as const,
};

export function usePlaylist(id: string | undefined) {
  return useQuery({
    queryKey: playlistKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiFetch<Playlist>(`/api/playlists/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useTopPlaylists(limit: number) {
  return useQuery({
    queryKey: playlistKeys.top(limit),
    queryFn: ({ signal }) => apiFetch<Playlist[]>(`/api/playlists/top?limit=${limit}`, { signal }),
  });
}

export function fireVotedPath(page: number): string {
  return `/api/user/fire-voted-playlists?page=${page}&limit=${FIRE_VOTED_PAGE_SIZE}`;
}

/** Fire history (spec §2): enabled only when signed in. */
export function useFireVotedPlaylists(page: number, enabled: boolean) {
  return useQuery({
    queryKey: playlistKeys.fireVoted(page),
    queryFn: ({ signal }) => apiFetch<FireVotedPage>(fireVotedPath(page), { signal }),
    enabled,
  });
}

/** The submitter shown on a card (id, username, picture); cached per user id across cards. */
export function usePlaylistSubmitter(userId: number) {
  return useQuery({
    queryKey: playlistKeys.submitter(userId),
    queryFn: ({ signal }) => apiFetch<PublicUser>(`/api/users/${userId}`, { signal }),
  });
}
