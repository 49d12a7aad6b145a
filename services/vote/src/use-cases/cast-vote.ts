import { serverMessages, validationMessages, type VoteType } from '@sonic-nexus/contract';
import { DomainError } from '@sonic-nexus/service-kit';
import type { CastAnswer } from '../writer/playlist-writer';
import type { Deps } from './deps';
import { requirePlaylistId, requireUserId } from './vote-input';

export interface CastVoteInput {
  playlistId: string;
  userId: number;
  voterEmailVerified: boolean;
  voteType: VoteType | null; // null: the caller sent no (or an unknown) type
}

/** One vote per user and playlist: the same type again removes it, another type switches it. */
export async function castVote(deps: Deps, input: CastVoteInput): Promise<CastAnswer> {
  // The session's verified flag is checked here too: the rule belongs to the vote context (spec §6).
  if (!input.voterEmailVerified) throw new DomainError('forbidden', serverMessages.verifyEmailToVote);
  const playlistId = requirePlaylistId(input.playlistId);
  const userId = requireUserId(input.userId);
  if (!input.voteType) throw new DomainError('invalid', validationMessages.voteTypeInvalid);
  // A deleted playlist is refused by the writer too (a deletion may be queued before this cast).
  if (deps.model.isDeleted(playlistId)) throw new DomainError('not-found', serverMessages.playlistNotFound);
  return deps.writer.cast(playlistId, userId, input.voteType);
}
