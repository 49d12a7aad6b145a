// The signed-in user's followers (spec §7: GET /api/followers), as public users.
import { apiRoutes } from '@sonic-nexus/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from './call-route';
import { queryKeys } from './query-keys';

export function useFollowers(signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.followers,
    queryFn: ({ signal }) => callRoute(apiRoutes.listFollowers, { signal }),
    enabled: signedIn,
    // Others follow this user without this client hearing of it: each visit of the page asks again.
    refetchOnMount: 'always',
  });
}
