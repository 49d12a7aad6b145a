// The signed-in user, or null for an anonymous visitor (the current-user call answers 401).
import { apiRoutes } from '@sonic-nexus/contract';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from './api-fetch';
import type { CurrentUser } from './api-types';
import { callRoute } from './call-route';
import { queryKeys } from './query-keys';

export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await callRoute(apiRoutes.getCurrentUser);
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: fetchCurrentUser,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
