// Email verification and password reset calls (spec §7). They do not touch the session.
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';

interface MessageAnswer {
  message?: string;
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (username: string) =>
      apiFetch<MessageAnswer>('/api/forgot-password', { method: 'POST', body: { username } }),
  });
}

/** The box accepts an email or a username; the call names the field `email` either way. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (emailOrUsername: string) =>
      apiFetch<MessageAnswer>('/api/resend-verification', {
        method: 'POST',
        body: { email: emailOrUsername },
      }),
  });
}

/** Whether a reset link's token is usable. A rejected call counts as invalid. */
export async function checkResetToken(token: string): Promise<boolean> {
  try {
    const answer = await apiFetch<{ valid?: boolean } | undefined>('/api/verify-reset-token', {
      method: 'POST',
      body: { token },
    });
    return answer?.valid !== false;
  } catch {
    return false;
  }
}

export function useResetTokenCheck(token: string | null) {
  return useQuery({
    queryKey: ['/api/verify-reset-token', token],
    queryFn: () => checkResetToken(token ?? ''),
    enabled: Boolean(token),
    // A token is single use: never answer from an old check.
    gcTime: 0,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; newPassword: string }) =>
      apiFetch<MessageAnswer>('/api/reset-password', { method: 'POST', body }),
  });
}
