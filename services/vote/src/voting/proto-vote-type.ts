// The proto VoteType enum ↔ the spec's vote type, in one place: both wire formats carry the proto
// enum, the gRPC messages (grpc/) and the vote log's entries (log/log-codec.ts).
import type { VoteType } from '@sonic-nexus/contract';
import { vote } from '@sonic-nexus/proto';

const { VOTE_TYPE_FIRE, VOTE_TYPE_THUMBS_UP, VOTE_TYPE_TRASH, VOTE_TYPE_UNSPECIFIED } = vote.VoteType;

const FROM_PROTO: Partial<Record<vote.VoteType, VoteType>> = {
  [VOTE_TYPE_FIRE]: 'fire',
  [VOTE_TYPE_THUMBS_UP]: 'thumbs_up',
  [VOTE_TYPE_TRASH]: 'trash',
};

const TO_PROTO: Record<VoteType, vote.VoteType> = {
  fire: VOTE_TYPE_FIRE,
  thumbs_up: VOTE_TYPE_THUMBS_UP,
  trash: VOTE_TYPE_TRASH,
};

/** null for UNSPECIFIED and for numbers this build does not know. */
export function voteTypeFromProto(value: vote.VoteType): VoteType | null {
  return FROM_PROTO[value] ?? null;
}

/** null (no vote) → UNSPECIFIED. */
export function voteTypeToProto(value: VoteType | null): vote.VoteType {
  return value ? TO_PROTO[value] : VOTE_TYPE_UNSPECIFIED;
}
