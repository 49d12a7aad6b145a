// The signed-in user's notifications (spec §7): pages of NOTIFICATIONS_PAGE_SIZE loaded while
// hasMore, and mark-read, after which the list and the unread count refresh (spec §4).
import {
  apiRoutes,
  fetchErrors,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationPage,
} from '@sonic-nexus/contract';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { callRoute } from './call-route';
import { queryKeys } from './query-keys';

export type { Notification };

/** Spec §8: a failed fetch throws 'Failed to fetch notifications'; the cause keeps the status. */
export async function fetchNotificationsPage(page: number, signal?: AbortSignal): Promise<NotificationPage> {
  try {
    return await callRoute(apiRoutes.listNotifications, {
      query: { page, limit: NOTIFICATIONS_PAGE_SIZE },
      signal,
    });
  } catch (error) {
    throw new Error(fetchErrors.notifications, { cause: error });
  }
}

export function nextNotificationsPage(lastPage: NotificationPage): number | undefined {
  return lastPage.hasMore ? lastPage.currentPage + 1 : undefined;
}

/**
 * The loaded pages as one list. Pages are offsets into a list that grows at the top, so a
 * notification that arrived between two loads would show twice: each id is kept once.
 */
export function notificationsOf(pages: readonly NotificationPage[]): Notification[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.notifications)
    .filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)));
}

/** The loaded pages with one notification shown read, before the refetch confirms it. */
export function withNotificationRead(
  data: InfiniteData<NotificationPage, number> | undefined,
  id: string,
): InfiniteData<NotificationPage, number> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      notifications: page.notifications.map((entry) =>
        entry.id === id ? { ...entry, isRead: true } : entry,
      ),
    })),
  };
}

export function useNotifications(signedIn: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.notifications,
    queryFn: ({ pageParam, signal }) => fetchNotificationsPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextNotificationsPage,
    enabled: signedIn,
  });
}

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(apiRoutes.markNotificationRead, { params: { id } }),
    onSuccess: (_answer, id) => {
      client.setQueryData<InfiniteData<NotificationPage, number>>(queryKeys.notifications, (data) =>
        withNotificationRead(data, id),
      );
      return Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.notifications }),
        client.invalidateQueries({ queryKey: queryKeys.unreadCount }),
      ]);
    },
  });
}
