import { serverMessages, validationMessages, type VoteType } from '@sonic-nexus/contract';
import { assertCallerWaiting, DomainError, requireUserId } from '@sonic-nexus/service-kit';
import type { CastAnswer } from '../voting/apply-ops';
import type { Deps } from './deps';
import { requirePlaylistId } from './vote-input';

export interface CastVoteInput {
  playlistId: string;
  userId: number;
  voterEmailVerified: boolean;
  voteType: VoteType | null; // null: the caller sent no (or an unknown) type
  /** the caller checked that the playlist exists */
  playlistConfirmed: boolean;
  /**
   * The vote the client showed the user when they clicked (null: none), when it said: the cast
   * then sets what the click meant, so the same request twice (a retry) changes nothing.
   */
  seenVote?: VoteType | null;
}

/** Refused with 'precondition': the caller checks the playlist exists and casts again, confirmed. */
export const UNKNOWN_PLAYLIST_MESSAGE = 'This playlist is not known to the vote service yet';

/**
 * One vote per user and playlist: the same type again removes it, another type switches it. With
 * `seenVote` "again" is judged against what the user saw, not against what is stored.
 */
export async function castVote(deps: Deps, input: CastVoteInput): Promise<CastAnswer> {
  // The session's verified flag is checked here too: the rule belongs to the vote context (spec §6).
  if (!input.voterEmailVerified) throw new DomainError('forbidden', serverMessages.verifyEmailToVote);
  const playlistId = requirePlaylistId(input.playlistId);
  const userId = requireUserId(input.userId);
  if (!input.voteType) throw new DomainError('invalid', validationMessages.voteTypeInvalid);
  // A deleted playlist is refused by the writer too (a deletion may be queued before this cast).
  if (deps.model.isDeleted(playlistId)) throw new DomainError('not-found', serverMessages.playlistNotFound);
  // Which playlists exist is the playlist context's: it announces them (playlist.created), and a
  // caller confirms one announced before this replica started, or not yet arrived.
  if (!deps.model.knows(playlistId)) {
    if (!input.playlistConfirmed) throw new DomainError('precondition', UNKNOWN_PLAYLIST_MESSAGE);
    deps.model.notePlaylist(playlistId);
  }
  assertCallerWaiting(); // a caller that has given up has answered 503: nothing may be written
  if (input.seenVote === undefined) return deps.writer.cast(playlistId, userId, input.voteType);
  const meant = input.seenVote === input.voteType ? null : input.voteType;
  return deps.writer.set(playlistId, userId, meant);
}
