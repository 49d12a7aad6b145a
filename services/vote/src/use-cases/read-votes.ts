// The read side, answered from the read model alone: a user's vote(s), fire history, per-user
// stats and per-playlist tallies.
import type { VoteType } from '@sonic-nexus/contract';
import { FEED_MAX_LIMIT, FIRE_VOTED_PAGE_SIZE, validationMessages } from '@sonic-nexus/contract';
import { DomainError, requireUserId } from '@sonic-nexus/service-kit';
import type { TalliesRecord, VoteCounts } from '../voting/vote-counts';
import type { Deps } from './deps';
import { requirePlaylistId, requirePlaylistIds } from './vote-input';

export function getUserVote(deps: Deps, input: { playlistId: string; userId: number }): VoteType | null {
  return deps.model.userVote(requirePlaylistId(input.playlistId), requireUserId(input.userId));
}

/** playlist id → vote, only for the playlists the user voted on. */
export function getUserVotes(
  deps: Deps,
  input: { userId: number; playlistIds: string[] },
): Record<string, VoteType> {
  const userId = requireUserId(input.userId);
  const votes: Record<string, VoteType> = {};
  for (const playlistId of requirePlaylistIds(input.playlistIds)) {
    const vote = deps.model.userVote(playlistId, userId);
    if (vote) votes[playlistId] = vote;
  }
  return votes;
}

export interface FireVotedPage {
  playlistIds: string[];
  hasMore: boolean;
  total: number;
}

/** Page 0 / limit 0 (proto defaults) mean the first page and the spec's page size. */
export function listFireVoted(
  deps: Deps,
  input: { userId: number; page: number; limit: number },
): FireVotedPage {
  const userId = requireUserId(input.userId);
  const page = input.page || 1;
  const limit = input.limit || FIRE_VOTED_PAGE_SIZE;
  if (!Number.isSafeInteger(page) || page < 1)
    throw new DomainError('invalid', validationMessages.pageInvalid);
  if (limit < 1 || limit > FEED_MAX_LIMIT) throw new DomainError('invalid', validationMessages.limitInvalid);
  const skip = (page - 1) * limit;
  const { playlistIds, total } = deps.model.fireHistory(userId, skip, limit);
  return { playlistIds, hasMore: skip + playlistIds.length < total, total };
}

export function getUserVoteStats(deps: Deps, userId: number): VoteCounts {
  return deps.model.stats(requireUserId(userId));
}

/** In the order asked; a playlist nobody voted on has zero tallies at version 0. */
export function getTallies(deps: Deps, playlistIds: string[]): TalliesRecord[] {
  if (playlistIds.length === 0) return [];
  return requirePlaylistIds(playlistIds).map((playlistId) => deps.model.tallies(playlistId));
}
