// Tallies reach the playlist service through an event (DESIGN §4), so a list refetched right after
// a vote may still hold the old counts. The cast's own answer is therefore written into every
// cached copy of that playlist, and the lists are only marked stale (refetched when next shown).
import type { Playlist, UserVote, UserVotes, VoteResult, VoteTally } from '@sonic-nexus/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

function isPlaylist(value: unknown): value is Playlist {
  return typeof value === 'object' && value !== null && 'id' in value && 'fireVotes' in value;
}

/** A copy of `data` (a playlist, a list, a page, or infinite-query pages) with the new tally. */
export function withTally(data: unknown, playlistId: string, tally: VoteTally): unknown {
  if (Array.isArray(data)) return data.map((item) => withTally(item, playlistId, tally));
  if (isPlaylist(data)) {
    if (data.id !== playlistId) return data;
    const { fireVotes, thumbsUpVotes, trashVotes } = tally;
    return { ...data, fireVotes, thumbsUpVotes, trashVotes };
  }
  if (typeof data === 'object' && data !== null) {
    const record = data as Record<string, unknown>;
    if (Array.isArray(record.pages)) return { ...record, pages: withTally(record.pages, playlistId, tally) };
    if (Array.isArray(record.playlists)) {
      return { ...record, playlists: withTally(record.playlists, playlistId, tally) };
    }
  }
  return data;
}

export function writeVoteToCache(client: QueryClient, playlistId: string, result: VoteResult): void {
  for (const queryKey of [queryKeys.playlists, queryKeys.fireVoted]) {
    client.setQueriesData({ queryKey }, (data: unknown) =>
      data === undefined ? data : withTally(data, playlistId, result),
    );
  }
  client.setQueriesData({ queryKey: queryKeys.userVotes }, (data: UserVotes | undefined) => {
    if (!data) return data;
    const next = { ...data };
    if (result.userVote) next[playlistId] = result.userVote;
    else delete next[playlistId];
    return next;
  });
  client.setQueryData<UserVote>(queryKeys.userVote(playlistId), { userVote: result.userVote });
}
