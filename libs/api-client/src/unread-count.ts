// The bell's unread count (spec §7), polled every UNREAD_POLL_MS for signed-in users. Until
// notifications exist the call answers 501, which counts as nothing unread rather than an error.
import { apiRoutes, UNREAD_POLL_MS } from '@sonic-nexus/contract';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from './api-fetch';
import { callRoute } from './call-route';
import { queryKeys } from './query-keys';

export async function fetchUnreadCount(): Promise<number> {
  try {
    const answer = await callRoute(apiRoutes.getUnreadCount);
    return answer.count;
  } catch (error) {
    if (isApiError(error, 501)) return 0;
    throw error;
  }
}

export function useUnreadCount(signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.unreadCount,
    queryFn: fetchUnreadCount,
    enabled: signedIn,
    refetchInterval: UNREAD_POLL_MS,
  });
}
