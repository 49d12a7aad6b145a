// Account Statistics (spec §2): six counts and Total Votes, the sum of the three vote kinds;
// '...' stands for every value while the counts load.
import type { stats, VoteType, z } from '@sonic-nexus/contract';

export type UserStats = z.infer<typeof stats>;

export interface StatCell {
  key: string;
  /** The vote kind a cell counts, drawn as its icon. */
  vote?: VoteType;
  label: string;
  value: string;
  /**
   * The sum of other cells, drawn across the whole grid: six counts fill rows of 1, 2 or 3, and a
   * seventh cell in the flow was left alone on a row of its own.
   */
  summary?: true;
}

export function totalVotes({ fireVotes, thumbsUpVotes, trashVotes }: UserStats): number {
  return fireVotes + thumbsUpVotes + trashVotes;
}

export function statCells(counts: UserStats | undefined): StatCell[] {
  const show = (pick: (counts: UserStats) => number) => (counts ? String(pick(counts)) : '...');
  return [
    { key: 'playlists', label: 'Playlists Uploaded', value: show((c) => c.playlistCount) },
    { key: 'fire', vote: 'fire', label: 'Fire Votes', value: show((c) => c.fireVotes) },
    { key: 'thumbs-up', vote: 'thumbs_up', label: 'Thumbs Up Votes', value: show((c) => c.thumbsUpVotes) },
    { key: 'trash', vote: 'trash', label: 'Trash Votes', value: show((c) => c.trashVotes) },
    { key: 'followers', label: 'Followers', value: show((c) => c.followerCount) },
    { key: 'following', label: 'Following', value: show((c) => c.followingCount) },
    { key: 'total', label: 'Total Votes', value: show(totalVotes), summary: true },
  ];
}
