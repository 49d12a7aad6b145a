// Votes (spec §7): the user's votes for the listed cards, one playlist's vote, and casting one.
import {
  USER_VOTES_MAX_IDS,
  type UserVote,
  type UserVotes,
  type VoteResult,
  type VoteType,
} from '@sonic-nexus/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';
import { playlistKeys } from './playlist-queries';
import { queryKeys } from './query-keys';
import { writeVoteToCache } from './vote-cache';

const userVotesPrefix = ['/api/user/votes'] as const;

/** The ids the server accepts in one call: unique, at most USER_VOTES_MAX_IDS. */
export function userVotesIds(ids: readonly string[]): string[] {
  return [...new Set(ids)].slice(0, USER_VOTES_MAX_IDS);
}

export function useUserVotes(ids: readonly string[], signedIn: boolean) {
  const wanted = userVotesIds(ids);
  const joined = wanted.join(',');
  return useQuery({
    queryKey: [...userVotesPrefix, joined],
    queryFn: ({ signal }) =>
      apiFetch<UserVotes>(`/api/user/votes?ids=${encodeURIComponent(joined)}`, { signal }),
    enabled: signedIn && wanted.length > 0,
  });
}

export function useUserVote(playlistId: string | undefined, signedIn: boolean) {
  return useQuery({
    queryKey: [...playlistKeys.detail(playlistId ?? ''), 'user-vote'],
    queryFn: ({ signal }) =>
      apiFetch<UserVote>(`/api/playlists/${encodeURIComponent(playlistId ?? '')}/user-vote`, { signal }),
    enabled: signedIn && Boolean(playlistId),
  });
}

export interface CastVoteInput {
  playlistId: string;
  voteType: VoteType;
}

export function castVote({ playlistId, voteType }: CastVoteInput): Promise<VoteResult> {
  return apiFetch<VoteResult>(`/api/playlists/${encodeURIComponent(playlistId)}/vote`, {
    method: 'POST',
    body: { voteType },
  });
}

/** After a vote (spec §7): the answer goes into every cached copy at once; the fire history is
 *  refetched (its membership is read from the vote service), the other lists when next shown. */
export function useCastVote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: castVote,
    onSuccess: async (result, { playlistId }) => {
      writeVoteToCache(client, playlistId, result);
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.playlists, refetchType: 'none' }),
        client.invalidateQueries({ queryKey: userVotesPrefix, refetchType: 'none' }),
        client.invalidateQueries({ queryKey: playlistKeys.fireVotedPrefix }),
      ]);
    },
  });
}
