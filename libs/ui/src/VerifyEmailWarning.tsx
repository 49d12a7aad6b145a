// The warning of a signed-in user whose email is not verified (spec §2), with a way to get a new
// link (issue 30: it offered none). The resend uses the verification-failure page's texts (spec
// §8): 'Verification Email Sent!', or 'Failed to Send Email' with the server's message (the 429 of
// the resend rate limit says 'Too many requests, please try again later'), or 'Network Error'.
import { isNetworkError, useResendVerification } from '@sonic-nexus/api-client';
import { errorToasts, successToasts } from '@sonic-nexus/contract';
import { Alert, Button } from 'antd';
import { Flex } from './Flex';
import { showFailureToast, showMessageToast } from './toast';

/** The spec's text of the warning (§2). */
const VERIFY_EMAIL_WARNING = 'Please check your inbox and verify your email to vote on playlists!';

/** Sends a new verification link to `email`, the signed-in user's address. */
function ResendVerificationButton({ email }: { email: string }) {
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(email, {
      onSuccess: () => showMessageToast(successToasts.resendFailurePage),
      onError: (error) =>
        isNetworkError(error)
          ? showMessageToast(errorToasts.resendNetwork)
          : showFailureToast(errorToasts.resendFailurePage, error),
    });
  return (
    <Button size="small" loading={resend.isPending} onClick={send} data-testid="resend-verification-action">
      Resend Verification Email
    </Button>
  );
}

export function VerifyEmailWarning({ email, testId }: { email: string; testId: string }) {
  return (
    <Alert
      type="warning"
      showIcon
      data-testid={testId}
      // The button beside the text where there is room, below it on a phone (as the Alert's
      // `action` it took the width and squeezed the text into a column of single words).
      message={
        <Flex wrap gap={8} align="center" justify="space-between">
          <span>{VERIFY_EMAIL_WARNING}</span>
          <ResendVerificationButton email={email} />
        </Flex>
      }
    />
  );
}
