// Writing playlists (spec §7): submit, replace tags, delete. Each refreshes every playlist list.
import type { CreatePlaylistInput, Playlist } from '@sonic-nexus/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';
import { playlistKeys } from './playlist-queries';
import { queryKeys } from './query-keys';

/** Feed, leaderboards, details, the user's votes and fire history all show playlist data. */
export function refreshPlaylistLists(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.playlists }),
    client.invalidateQueries({ queryKey: playlistKeys.fireVotedPrefix }),
  ]).then(() => undefined);
}

export function useCreatePlaylist() {
  return useMutation({
    mutationFn: (body: CreatePlaylistInput) => apiFetch<Playlist>('/api/playlists', { method: 'POST', body }),
  });
}

export function useUpdateTags(playlistId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tags: string[]) =>
      apiFetch<Playlist>(`/api/playlists/${encodeURIComponent(playlistId)}/tags`, {
        method: 'PATCH',
        body: { tags },
      }),
    onSuccess: () => refreshPlaylistLists(client),
  });
}

export function useDeletePlaylist(playlistId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ message: string }>(`/api/playlists/${encodeURIComponent(playlistId)}`, { method: 'DELETE' }),
    onSuccess: () => refreshPlaylistLists(client),
  });
}
