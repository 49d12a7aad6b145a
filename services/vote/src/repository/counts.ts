import type { VoteType } from './vote-model';

/** Votes of one playlist (or by one user) per type. */
export interface VoteCounts {
  fireVotes: number;
  thumbsUpVotes: number;
  trashVotes: number;
}

const FIELD_BY_TYPE: Record<VoteType, keyof VoteCounts> = {
  fire: 'fireVotes',
  thumbs_up: 'thumbsUpVotes',
  trash: 'trashVotes',
};

export const ZERO_COUNTS: VoteCounts = { fireVotes: 0, thumbsUpVotes: 0, trashVotes: 0 };

/** Rows of an aggregation grouped by voteType → counts (types without votes stay 0). */
export function countsFromGroups(groups: Array<{ _id: VoteType; n: number }>): VoteCounts {
  const counts = { ...ZERO_COUNTS };
  for (const { _id, n } of groups) counts[FIELD_BY_TYPE[_id]] = n;
  return counts;
}

export function sameCounts(a: VoteCounts, b: VoteCounts): boolean {
  return a.fireVotes === b.fireVotes && a.thumbsUpVotes === b.thumbsUpVotes && a.trashVotes === b.trashVotes;
}
