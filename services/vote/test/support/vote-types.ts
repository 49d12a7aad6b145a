// The proto vote types under the names the tests speak of.
import { vote } from '@sonic-nexus/proto';

export const {
  VOTE_TYPE_FIRE: FIRE,
  VOTE_TYPE_THUMBS_UP: THUMBS_UP,
  VOTE_TYPE_TRASH: TRASH,
  VOTE_TYPE_UNSPECIFIED: NONE,
} = vote.VoteType;
