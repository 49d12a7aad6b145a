// Signed in but unverified (spec §2): voting needs a verified email.
import { Alert } from 'antd';

export function VerifyEmailWarning() {
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="verify-email-warning"
      message="Please check your inbox and verify your email to vote on playlists!"
    />
  );
}
