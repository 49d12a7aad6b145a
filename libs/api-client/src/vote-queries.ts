// Votes (spec §7): the user's votes for the listed cards, one playlist's vote, and casting one.
import { apiRoutes, USER_VOTES_MAX_IDS, type VoteResult, type VoteType } from '@sonic-nexus/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from './call-route';
import { queryKeys } from './query-keys';
import { retryOnceWhenUnavailable } from './retry-when-unavailable';
import { writeVoteToCache } from './vote-cache';

/** The ids the server accepts in one call: unique, at most USER_VOTES_MAX_IDS. */
export function userVotesIds(ids: readonly string[]): string[] {
  return [...new Set(ids)].slice(0, USER_VOTES_MAX_IDS);
}

export function useUserVotes(ids: readonly string[], signedIn: boolean) {
  const wanted = userVotesIds(ids);
  const joined = wanted.join(',');
  return useQuery({
    queryKey: queryKeys.userVotesOf(joined),
    queryFn: ({ signal }) => callRoute(apiRoutes.getUserVotes, { query: { ids: joined }, signal }),
    enabled: signedIn && wanted.length > 0,
  });
}

export function useUserVote(playlistId: string | undefined, signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.userVote(playlistId ?? ''),
    queryFn: ({ signal }) => callRoute(apiRoutes.getUserVote, { params: { id: playlistId ?? '' }, signal }),
    enabled: signedIn && Boolean(playlistId),
  });
}

interface CastVoteInput {
  playlistId: string;
  voteType: VoteType;
  /** the vote the page showed when the user clicked (null: none): the cast is then safe to repeat */
  previousVote: VoteType | null;
}

function castVote({ playlistId, voteType, previousVote }: CastVoteInput): Promise<VoteResult> {
  return callRoute(apiRoutes.castVote, { params: { id: playlistId }, body: { voteType, previousVote } });
}

/** After a vote (spec §7): the answer goes into every cached copy at once; the fire history is
 *  refetched (its membership is read from the vote service), the other lists when next shown. */
export function useCastVote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: castVote,
    ...retryOnceWhenUnavailable,
    onSuccess: async (result, { playlistId }) => {
      writeVoteToCache(client, playlistId, result);
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.playlists, refetchType: 'none' }),
        client.invalidateQueries({ queryKey: queryKeys.userVotes, refetchType: 'none' }),
        client.invalidateQueries({ queryKey: queryKeys.fireVoted }),
      ]);
    },
  });
}
