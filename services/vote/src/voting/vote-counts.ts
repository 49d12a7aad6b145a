// A playlist's (or a user's) votes per type, always derived from the votes themselves.
import type { VoteType } from '@sonic-nexus/contract';

export interface VoteCounts {
  fireVotes: number;
  thumbsUpVotes: number;
  trashVotes: number;
}

/** A playlist's tallies as of a version of its votes (a version only ever grows). */
export interface TalliesRecord extends VoteCounts {
  playlistId: string;
  version: number;
}

export const COUNT_FIELD: Readonly<Record<VoteType, keyof VoteCounts>> = {
  fire: 'fireVotes',
  thumbs_up: 'thumbsUpVotes',
  trash: 'trashVotes',
};

export const zeroCounts = (): VoteCounts => ({ fireVotes: 0, thumbsUpVotes: 0, trashVotes: 0 });

export function countTypes(types: Iterable<VoteType>): VoteCounts {
  const counts = zeroCounts();
  for (const type of types) counts[COUNT_FIELD[type]] += 1;
  return counts;
}

export function sameCounts(a: VoteCounts, b: VoteCounts): boolean {
  return a.fireVotes === b.fireVotes && a.thumbsUpVotes === b.thumbsUpVotes && a.trashVotes === b.trashVotes;
}
