import { serverMessages, validationMessages } from '@sonic-nexus/contract';
import { DomainError } from '@sonic-nexus/service-kit';
import { withTalliesLock, type TalliesRecord } from '../repository/tallies-repository';
import type { VoteType } from '../repository/vote-model';
import type { Deps } from './deps';
import { recountTallies } from './recount-tallies';
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
export async function castVote(deps: Deps, input: CastVoteInput): Promise<CastVoteResult> {
  // The session's verified flag is checked here too: the rule belongs to the vote context (spec §6).
  if (!input.voterEmailVerified) throw new DomainError('forbidden', serverMessages.verifyEmailToVote);
  const playlistId = requirePlaylistId(input.playlistId);
  const userId = requireUserId(input.userId);
  const voteType = input.voteType;
  if (!voteType) throw new DomainError('invalid', validationMessages.voteTypeInvalid);

  return withTalliesLock(playlistId, async () => {
    const [deleted, existing] = await Promise.all([
      deps.markers.isPlaylistDeleted(playlistId),
      deps.votes.find(playlistId, userId),
    ]);
    if (deleted) throw new DomainError('not-found', serverMessages.playlistNotFound);
    let userVote: VoteType | null = voteType;
    if (!existing) await deps.votes.insert(playlistId, userId, voteType);
    else if (existing.voteType === voteType) {
      await deps.votes.remove(playlistId, userId);
      userVote = null;
    } else await deps.votes.changeType(existing._id, voteType);
    return { userVote, tallies: await recountTallies(deps, { playlistId, userId }) };
  });
}
