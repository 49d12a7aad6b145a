// Follows (spec §7, §4): counts, whether the signed-in user follows someone, and the toggle.
// After either change the status and the counts are refetched; the answer's own counts are
// shown meanwhile.
import { apiRoutes, type z, type followResult } from '@sonic-nexus/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callRoute } from './call-route';
import { queryKeys } from './query-keys';

type FollowResult = z.infer<typeof followResult>;

export function useFollowCounts(userId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.followCounts(userId ?? 0),
    queryFn: ({ signal }) =>
      callRoute(apiRoutes.getFollowCounts, { params: { userId: userId ?? 0 }, signal }),
    enabled: userId !== undefined,
  });
}

/** Asked only when signed in and viewing someone else (spec §7). */
export function useFollowingStatus(userId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.followingStatus(userId ?? 0),
    queryFn: async ({ signal }) =>
      (await callRoute(apiRoutes.getFollowingStatus, { params: { userId: userId ?? 0 }, signal }))
        .isFollowing,
    enabled: enabled && userId !== undefined,
  });
}

async function followChanged(client: QueryClient, userId: number, result: FollowResult): Promise<void> {
  const { isFollowing, followerCount, followingCount } = result;
  client.setQueryData(queryKeys.followingStatus(userId), isFollowing);
  client.setQueryData(queryKeys.followCounts(userId), { followerCount, followingCount });
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.followingStatus(userId) }),
    client.invalidateQueries({ queryKey: queryKeys.followCounts(userId) }),
    // Both users' statistics changed (their followers, the viewer's following).
    client.invalidateQueries({ queryKey: [apiRoutes.getStats.path], refetchType: 'none' }),
  ]);
}

/** follow: true follows, false unfollows. */
export function useFollow(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      callRoute(follow ? apiRoutes.follow : apiRoutes.unfollow, { params: { userId } }),
    onSuccess: (result) => followChanged(client, userId, result),
  });
}
