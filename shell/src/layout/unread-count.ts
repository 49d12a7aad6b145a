// The bell's unread count (spec §7): polled every 60 s for signed-in users. Until notifications
// exist the call answers 501, which counts as nothing unread rather than an error.
import { apiFetch, isApiError } from '@sonic-nexus/api-client';
import { UNREAD_BADGE_CAP, UNREAD_POLL_MS, type UnreadCount } from '@sonic-nexus/contract';
import { useQuery } from '@tanstack/react-query';

export const unreadCountKey = ['/api/notifications/unread-count'] as const;

export async function fetchUnreadCount(): Promise<number> {
  try {
    const answer = await apiFetch<UnreadCount>('/api/notifications/unread-count');
    return answer.count;
  } catch (error) {
    if (isApiError(error, 501)) return 0;
    throw error;
  }
}

/** The badge text: the count, '99+' above the cap, nothing at zero. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

export function useUnreadCount(signedIn: boolean) {
  return useQuery({
    queryKey: unreadCountKey,
    queryFn: fetchUnreadCount,
    enabled: signedIn,
    refetchInterval: UNREAD_POLL_MS,
  });
}
