// Session calls (spec §7): login, register and username change set the current user; logout
// clears it and refetches every cached query (spec §4).
import { apiRoutes, type LoginBody, type RegisterBody } from '@sonic-nexus/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from './api-types';
import { callRoute } from './call-route';
import { queryKeys } from './query-keys';

function setCurrentUser(queryClient: QueryClient, user: CurrentUser | null): void {
  queryClient.setQueryData(queryKeys.currentUser, user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => callRoute(apiRoutes.login, { body }),
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => callRoute(apiRoutes.register, { body }),
    onSuccess: ({ message: _message, ...user }) => setCurrentUser(queryClient, user),
  });
}

export function useChangeUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newUsername: string) => callRoute(apiRoutes.changeUsername, { body: { newUsername } }),
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}

/** Clears the user, then refetches everything cached: lists may show per-user state. */
export async function signedOut(queryClient: QueryClient): Promise<void> {
  setCurrentUser(queryClient, null);
  await queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0],
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(apiRoutes.logout),
    onSuccess: () => signedOut(queryClient),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => callRoute(apiRoutes.deleteAccount),
  });
}
