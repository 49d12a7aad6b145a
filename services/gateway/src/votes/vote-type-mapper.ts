// The one mapping between the proto VoteType enum and the API's 'fire' | 'thumbs_up' | 'trash'.
import type { UserVotes, VoteResult, VoteType } from '@sonic-nexus/contract';
import { vote } from '@sonic-nexus/proto';

const { VOTE_TYPE_FIRE, VOTE_TYPE_THUMBS_UP, VOTE_TYPE_TRASH } = vote.VoteType;

const TO_PROTO: Record<VoteType, vote.VoteType> = {
  fire: VOTE_TYPE_FIRE,
  thumbs_up: VOTE_TYPE_THUMBS_UP,
  trash: VOTE_TYPE_TRASH,
};

const FROM_PROTO: Partial<Record<vote.VoteType, VoteType>> = {
  [VOTE_TYPE_FIRE]: 'fire',
  [VOTE_TYPE_THUMBS_UP]: 'thumbs_up',
  [VOTE_TYPE_TRASH]: 'trash',
};

export function voteTypeToProto(type: VoteType): vote.VoteType {
  return TO_PROTO[type];
}

/** UNSPECIFIED (no vote) and unknown numbers → null. */
export function voteTypeFromProto(value: vote.VoteType): VoteType | null {
  return FROM_PROTO[value] ?? null;
}

/**
 * The vote the page showed when the user clicked (null: none; undefined: the client did not say,
 * and the cast toggles whatever is stored). Said, the cast is safe to repeat.
 */
export function seenVoteToProto(previous: VoteType | null | undefined): vote.VoteType | undefined {
  if (previous === undefined) return undefined;
  return previous ? TO_PROTO[previous] : vote.VoteType.VOTE_TYPE_UNSPECIFIED;
}

export function toVoteResult(msg: vote.CastVoteResponse): VoteResult {
  return {
    userVote: voteTypeFromProto(msg.userVote),
    fireVotes: msg.tallies?.fireVotes ?? 0,
    thumbsUpVotes: msg.tallies?.thumbsUpVotes ?? 0,
    trashVotes: msg.tallies?.trashVotes ?? 0,
  };
}

/** Only playlists with a known vote type appear. */
export function toUserVotes(msg: vote.UserVotesResponse): UserVotes {
  const votes: UserVotes = {};
  for (const [playlistId, value] of Object.entries(msg.votes)) {
    const type = voteTypeFromProto(value);
    if (type) votes[playlistId] = type;
  }
  return votes;
}
