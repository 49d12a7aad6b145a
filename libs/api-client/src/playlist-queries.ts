// Reading playlists beyond the home feed (spec §7): one playlist, the leaderboards, the fire
// history and a submitter.
import { apiRoutes, FIRE_VOTED_PAGE_SIZE, type FireVotedPage } from '@sonic-nexus/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { callRoute } from './call-route';
import { queryKeys } from './query-keys';

function playlistQuery(id: string) {
  return {
    queryKey: queryKeys.playlist(id),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      callRoute(apiRoutes.getPlaylist, { params: { id }, signal }),
  };
}

export function usePlaylist(id: string | undefined) {
  return useQuery({ ...playlistQuery(id ?? ''), enabled: Boolean(id) });
}

/** Puts one playlist in the cache, as a server that renders its page does; rejects as the call does. */
export async function prefetchPlaylist(queryClient: QueryClient, id: string): Promise<void> {
  await queryClient.fetchQuery(playlistQuery(id));
}

export function useTopPlaylists(limit: number) {
  return useQuery({
    queryKey: queryKeys.topPlaylists(limit),
    queryFn: ({ signal }) => callRoute(apiRoutes.listTopPlaylists, { query: { limit }, signal }),
  });
}

export function fetchFireVotedPage(page: number, signal?: AbortSignal): Promise<FireVotedPage> {
  return callRoute(apiRoutes.listFireVoted, { query: { page, limit: FIRE_VOTED_PAGE_SIZE }, signal });
}

/** Fire history (spec §2): enabled only when signed in. */
export function useFireVotedPlaylists(page: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.fireVotedPage(page),
    queryFn: ({ signal }) => fetchFireVotedPage(page, signal),
    enabled,
  });
}

/**
 * The submitter shown on a card (id, username, picture); cached per user id across cards. `enabled`
 * false until the card is near the screen.
 */
export function usePlaylistSubmitter(userId: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.submitter(userId),
    queryFn: ({ signal }) => callRoute(apiRoutes.getUser, { params: { id: userId }, signal }),
    enabled,
  });
}
