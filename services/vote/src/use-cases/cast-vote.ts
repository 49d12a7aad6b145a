import * as grpc from '@grpc/grpc-js';
import { serverMessages, validationMessages } from '@sonic-nexus/contract';
import { grpcError } from '@sonic-nexus/service-kit';
import type { VoteType } from '../repository/vote-model';
import type { TalliesRecord } from '../repository/tallies-repository';
import { recountTallies, withPlaylistLock, type VoteStores } from './playlist-tallies';
import { requirePlaylistId, requireUserId } from './vote-input';

export interface CastVoteInput {
  playlistId: string;
  userId: number;
  voterEmailVerified: boolean;
  voteType: VoteType | null; // null: the caller sent no (or an unknown) type
}

export interface CastVoteResult {
  /** the user's vote after the cast; null when it was toggled off */
  userVote: VoteType | null;
  tallies: TalliesRecord;
}

/** One vote per user and playlist: the same type again removes it, another type switches it. */
export async function castVote(stores: VoteStores, input: CastVoteInput): Promise<CastVoteResult> {
  // The session's verified flag is checked here too: the rule belongs to the vote context (spec §6).
  if (!input.voterEmailVerified)
    throw grpcError(grpc.status.PERMISSION_DENIED, serverMessages.verifyEmailToVote);
  const playlistId = requirePlaylistId(input.playlistId);
  const userId = requireUserId(input.userId);
  const voteType = input.voteType;
  if (!voteType) throw grpcError(grpc.status.INVALID_ARGUMENT, validationMessages.voteTypeInvalid);

  return withPlaylistLock(playlistId, async () => {
    const [deleted, existing] = await Promise.all([
      stores.markers.isPlaylistDeleted(playlistId),
      stores.votes.find(playlistId, userId),
    ]);
    if (deleted) throw grpcError(grpc.status.NOT_FOUND, serverMessages.playlistNotFound);
    let userVote: VoteType | null = voteType;
    if (!existing) await stores.votes.insert(playlistId, userId, voteType);
    else if (existing.voteType === voteType) {
      await stores.votes.remove(playlistId, userId);
      userVote = null;
    } else await stores.votes.changeType(existing._id, voteType);
    return { userVote, tallies: await recountTallies(stores, playlistId, userId) };
  });
}
