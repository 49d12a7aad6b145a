// The read side: a user's vote(s), fire history, per-user stats and per-playlist tallies.
import * as grpc from '@grpc/grpc-js';
import { FEED_MAX_LIMIT, FIRE_VOTED_PAGE_SIZE, validationMessages } from '@sonic-nexus/contract';
import { grpcError } from '@sonic-nexus/service-kit';
import { ZERO_COUNTS, type VoteCounts } from '../repository/counts';
import type { TalliesRecord } from '../repository/tallies-repository';
import type { VoteType } from '../repository/vote-model';
import type { VoteStores } from './playlist-tallies';
import { requirePlaylistId, requirePlaylistIds, requireUserId } from './vote-input';

export async function getUserVote(
  stores: VoteStores,
  playlistId: string,
  userId: number,
): Promise<VoteType | null> {
  const vote = await stores.votes.find(requirePlaylistId(playlistId), requireUserId(userId));
  return vote?.voteType ?? null;
}

/** playlist id → vote, only for the playlists the user voted on. */
export async function getUserVotes(
  stores: VoteStores,
  userId: number,
  playlistIds: string[],
): Promise<Record<string, VoteType>> {
  const votes = await stores.votes.findOfUser(requireUserId(userId), requirePlaylistIds(playlistIds));
  return Object.fromEntries(votes.map((v) => [v.playlistId, v.voteType]));
}

export interface FireVotedPage {
  playlistIds: string[];
  hasMore: boolean;
  total: number;
}

/** Page 0 / limit 0 (proto defaults) mean the first page and the spec's page size. */
export async function listFireVoted(
  stores: VoteStores,
  input: { userId: number; page: number; limit: number },
): Promise<FireVotedPage> {
  const userId = requireUserId(input.userId);
  const page = input.page || 1;
  const limit = input.limit || FIRE_VOTED_PAGE_SIZE;
  if (!Number.isSafeInteger(page) || page < 1) {
    throw grpcError(grpc.status.INVALID_ARGUMENT, validationMessages.pageInvalid);
  }
  if (limit < 1 || limit > FEED_MAX_LIMIT) {
    throw grpcError(grpc.status.INVALID_ARGUMENT, validationMessages.limitInvalid);
  }
  const [rows, total] = await Promise.all([
    stores.votes.fireOfUser(userId, (page - 1) * limit, limit + 1),
    stores.votes.countFireOfUser(userId),
  ]);
  return { playlistIds: rows.slice(0, limit).map((v) => v.playlistId), hasMore: rows.length > limit, total };
}

export function getUserVoteStats(stores: VoteStores, userId: number): Promise<VoteCounts> {
  return stores.votes.countByUser(requireUserId(userId));
}

/** In the order asked; a playlist nobody voted on has zero tallies at version 0. */
export async function getTallies(stores: VoteStores, playlistIds: string[]): Promise<TalliesRecord[]> {
  if (playlistIds.length === 0) return [];
  const ids = requirePlaylistIds(playlistIds);
  const byId = new Map((await stores.tallies.findMany(ids)).map((t) => [t.playlistId, t]));
  return ids.map((playlistId) => byId.get(playlistId) ?? { playlistId, ...ZERO_COUNTS, version: 0 });
}
