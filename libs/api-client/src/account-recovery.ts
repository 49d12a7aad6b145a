// Email verification and password reset calls (spec §7). They do not touch the session.
import { apiRoutes } from '@sonic-nexus/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callRoute } from './call-route';
import { queryKeys } from './query-keys';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (username: string) => callRoute(apiRoutes.forgotPassword, { body: { username } }),
  });
}

/** The box accepts an email or a username; the call names the field `email` either way. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (emailOrUsername: string) =>
      callRoute(apiRoutes.resendVerification, { body: { email: emailOrUsername } }),
  });
}

/** Whether a reset link's token is usable. A rejected call counts as invalid. */
async function checkResetToken(token: string): Promise<boolean> {
  try {
    const answer = await callRoute(apiRoutes.verifyResetToken, { body: { token } });
    return answer.valid;
  } catch {
    return false;
  }
}

export function useResetTokenCheck(token: string | null) {
  return useQuery({
    queryKey: queryKeys.resetToken(token),
    queryFn: () => checkResetToken(token ?? ''),
    enabled: Boolean(token),
    // A token is single use: never answer from an old check.
    gcTime: 0,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; newPassword: string }) =>
      callRoute(apiRoutes.resetPassword, { body }),
  });
}
