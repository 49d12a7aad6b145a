// The read side: a user's vote(s), fire history, per-user stats and per-playlist tallies.
import { FEED_MAX_LIMIT, FIRE_VOTED_PAGE_SIZE, validationMessages } from '@sonic-nexus/contract';
import { DomainError } from '@sonic-nexus/service-kit';
import { ZERO_COUNTS, type VoteCounts } from '../repository/counts';
import type { TalliesRecord } from '../repository/tallies-repository';
import type { VoteType } from '../repository/vote-model';
import type { Deps } from './deps';
import { requirePlaylistId, requirePlaylistIds, requireUserId } from './vote-input';

export async function getUserVote(
  deps: Deps,
  input: { playlistId: string; userId: number },
): Promise<VoteType | null> {
  const vote = await deps.votes.find(requirePlaylistId(input.playlistId), requireUserId(input.userId));
  return vote?.voteType ?? null;
}

/** playlist id → vote, only for the playlists the user voted on. */
export async function getUserVotes(
  deps: Deps,
  input: { userId: number; playlistIds: string[] },
): Promise<Record<string, VoteType>> {
  const votes = await deps.votes.findOfUser(
    requireUserId(input.userId),
    requirePlaylistIds(input.playlistIds),
  );
  return Object.fromEntries(votes.map((v) => [v.playlistId, v.voteType]));
}

export interface FireVotedPage {
  playlistIds: string[];
  hasMore: boolean;
  total: number;
}

/** Page 0 / limit 0 (proto defaults) mean the first page and the spec's page size. */
export async function listFireVoted(
  deps: Deps,
  input: { userId: number; page: number; limit: number },
): Promise<FireVotedPage> {
  const userId = requireUserId(input.userId);
  const page = input.page || 1;
  const limit = input.limit || FIRE_VOTED_PAGE_SIZE;
  if (!Number.isSafeInteger(page) || page < 1)
    throw new DomainError('invalid', validationMessages.pageInvalid);
  if (limit < 1 || limit > FEED_MAX_LIMIT) throw new DomainError('invalid', validationMessages.limitInvalid);
  const [rows, total] = await Promise.all([
    deps.votes.fireOfUser(userId, (page - 1) * limit, limit + 1),
    deps.votes.countFireOfUser(userId),
  ]);
  return { playlistIds: rows.slice(0, limit).map((v) => v.playlistId), hasMore: rows.length > limit, total };
}

export function getUserVoteStats(deps: Deps, userId: number): Promise<VoteCounts> {
  return deps.votes.countByUser(requireUserId(userId));
}

/** In the order asked; a playlist nobody voted on has zero tallies at version 0. */
export async function getTallies(deps: Deps, playlistIds: string[]): Promise<TalliesRecord[]> {
  if (playlistIds.length === 0) return [];
  const ids = requirePlaylistIds(playlistIds);
  const byId = new Map((await deps.tallies.findMany(ids)).map((t) => [t.playlistId, t]));
  return ids.map((playlistId) => byId.get(playlistId) ?? { playlistId, ...ZERO_COUNTS, version: 0 });
}
