// Reading playlists beyond the home feed (spec §7): one playlist, the leaderboards, the fire
// history and a submitter.
import { apiRoutes, FIRE_VOTED_PAGE_SIZE, type FireVotedPage } from '@sonic-nexus/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from './call-route';
import { queryKeys } from './query-keys';

export function usePlaylist(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.playlist(id ?? ''),
    queryFn: ({ signal }) => callRoute(apiRoutes.getPlaylist, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
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
