// Who follows whom, in this replica's memory (DESIGN §4): follow status, counts and follower lists
// are answered from here, never from the store. Filled by one scan at start, kept current by this
// replica's writes and by user.followed / user.unfollowed from the others (consumers/).
import type { FollowEdge } from '../repository/follow-repository';

export class FollowGraph {
  private readonly followersOf = new Map<number, Set<number>>();
  private readonly followingOf = new Map<number, Set<number>>();

  /** Users with at least one follower (a metric; read at scrape time). */
  get size(): number {
    return this.followersOf.size;
  }

  add({ followerId, followingId }: FollowEdge): void {
    setOf(this.followersOf, followingId).add(followerId);
    setOf(this.followingOf, followerId).add(followingId);
  }

  remove({ followerId, followingId }: FollowEdge): void {
    this.followersOf.get(followingId)?.delete(followerId);
    this.followingOf.get(followerId)?.delete(followingId);
  }

  isFollowing({ followerId, followingId }: FollowEdge): boolean {
    return this.followingOf.get(followerId)?.has(followingId) ?? false;
  }

  counts(userId: number): { followerCount: number; followingCount: number } {
    return {
      followerCount: this.followersOf.get(userId)?.size ?? 0,
      followingCount: this.followingOf.get(userId)?.size ?? 0,
    };
  }

  /** The user's followers, in the order they followed (within this replica's history). */
  followerIds(userId: number): number[] {
    return [...(this.followersOf.get(userId) ?? [])];
  }

  /** Every edge from or to the user (account deletion). */
  edgesOf(userId: number): FollowEdge[] {
    return [
      ...[...(this.followingOf.get(userId) ?? [])].map((followingId) => ({
        followerId: userId,
        followingId,
      })),
      ...[...(this.followersOf.get(userId) ?? [])].map((followerId) => ({ followerId, followingId: userId })),
    ];
  }

  reset(edges: Iterable<FollowEdge>): void {
    this.followersOf.clear();
    this.followingOf.clear();
    for (const edge of edges) this.add(edge);
  }
}

function setOf(map: Map<number, Set<number>>, key: number): Set<number> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}
