// Follows (spec §3, §4): follow and unfollow are idempotent; status, counts and follower lists
// answer from the follow graph (read-model/follow-graph.ts), never from the store.
import { serverMessages } from '@sonic-nexus/contract';
import { DomainError, requireUserId } from '@sonic-nexus/service-kit';
import type { FollowEdge } from '../repository/follow-repository';
import type { UserRecord } from '../repository/user-repository';
import type { Account } from './account';
import type { Deps } from './deps';
import { getPublicUser } from './public-user';

export interface FollowCounts {
  followerCount: number;
  followingCount: number;
}

function requireEdge(input: FollowEdge): FollowEdge {
  return { followerId: requireUserId(input.followerId), followingId: requireUserId(input.followingId) };
}

/** Follows; answers the followed user's counts. Following again changes nothing. */
export async function followUser(deps: Deps, input: FollowEdge): Promise<FollowCounts> {
  const edge = requireEdge(input);
  if (edge.followerId === edge.followingId) throw new DomainError('invalid', serverMessages.cannotFollowSelf);
  await getPublicUser(deps, edge.followingId); // 404 for an unknown or deleted user
  if (!deps.followGraph.isFollowing(edge)) {
    await deps.follows.follow(edge);
    deps.followGraph.add(edge);
  }
  return deps.followGraph.counts(edge.followingId);
}

/** Unfollows; answers the unfollowed user's counts. Unfollowing again changes nothing. */
export async function unfollowUser(deps: Deps, input: FollowEdge): Promise<FollowCounts> {
  const edge = requireEdge(input);
  if (deps.followGraph.isFollowing(edge)) {
    await deps.follows.unfollow(edge);
    deps.followGraph.remove(edge);
  }
  return deps.followGraph.counts(edge.followingId);
}

export function followingStatus(deps: Deps, input: FollowEdge): boolean {
  return deps.followGraph.isFollowing(requireEdge(input));
}

export function followCounts(deps: Deps, userId: number): FollowCounts {
  return deps.followGraph.counts(requireUserId(userId));
}

export function followerIds(deps: Deps, userId: number): number[] {
  return deps.followGraph.followerIds(requireUserId(userId));
}

/** The followers as public users (never their email), each looked up by _id. */
export async function listFollowers(deps: Deps, userId: number): Promise<Account[]> {
  const found = await Promise.all(followerIds(deps, userId).map((id) => deps.users.findById(id)));
  return found.filter((u): u is UserRecord => u !== null);
}

/**
 * Another replica followed or unfollowed (user.followed / user.unfollowed): the edge as stored
 * now is what this replica holds, so events arriving out of order settle on the store's state.
 */
export async function refreshFollow(deps: Deps, edge: FollowEdge): Promise<void> {
  if (await deps.follows.isLive(edge)) deps.followGraph.add(edge);
  else deps.followGraph.remove(edge);
}

/** user.deleted: every edge from or to the account goes, each with user.unfollowed. Repeatable. */
export async function removeFollowsOf(deps: Deps, userId: number): Promise<void> {
  for (const edge of deps.followGraph.edgesOf(userId)) {
    await deps.follows.unfollow(edge);
    deps.followGraph.remove(edge);
  }
}

export async function rebuildFollows(deps: Deps): Promise<number> {
  const edges: FollowEdge[] = [];
  for await (const edge of deps.follows.scanLive()) edges.push(edge);
  deps.followGraph.reset(edges);
  return edges.length;
}
