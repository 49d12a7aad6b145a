// Writing playlists (spec §7): submit, replace tags, delete. Each refreshes every playlist list.
import { apiRoutes, type CreatePlaylistInput } from '@sonic-nexus/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from './call-route';
import { submissionKeys } from './submission-key';
import { queryKeys } from './query-keys';
import { retryOnceWhenUnavailable } from './retry-when-unavailable';

/** Feed, leaderboards, details, the user's votes and fire history all show playlist data. */
export function refreshPlaylistLists(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.playlists }),
    client.invalidateQueries({ queryKey: queryKeys.fireVoted }),
  ]).then(() => undefined);
}

export function useCreatePlaylist() {
  const [keys] = useState(submissionKeys);
  return useMutation({
    mutationFn: (body: CreatePlaylistInput) =>
      callRoute(apiRoutes.createPlaylist, { body, headers: keys.headersFor(body) }),
    onSuccess: () => keys.done(),
    ...retryOnceWhenUnavailable,
  });
}

export function useUpdateTags(playlistId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tags: string[]) =>
      callRoute(apiRoutes.updateTags, { params: { id: playlistId }, body: { tags } }),
    onSuccess: () => refreshPlaylistLists(client),
  });
}

export function useDeletePlaylist(playlistId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(apiRoutes.deletePlaylist, { params: { id: playlistId } }),
    onSuccess: () => refreshPlaylistLists(client),
  });
}
