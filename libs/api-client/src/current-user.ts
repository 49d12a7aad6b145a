// The signed-in user, or null for an anonymous visitor (GET /api/user answers 401).
import { useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from './api-fetch';
import type { CurrentUser } from './api-types';
import { queryKeys } from './query-keys';

export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiFetch<CurrentUser>('/api/user');
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
