// Shown to signed-out visitors (spec §1): guests may browse but must sign up to take part. On a
// phone it is one compact block (no icon, the words in one paragraph beside Sign Up), so that the
// feed's first playlist is on the first screen (issue 30).
import { useWideScreen } from '@sonic-nexus/ui';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';

const TITLE = 'Guest Mode';
const TEXT = 'Sign up to vote, create playlists and follow curators.';

export function GuestBanner() {
  const navigate = useNavigate();
  const wide = useWideScreen();
  const signUp = (
    <Button
      size="small"
      type="primary"
      onClick={() => navigate('/auth?tab=register')}
      data-testid="guest-sign-up"
    >
      Sign Up
    </Button>
  );
  return wide ? (
    <Alert
      data-testid="guest-banner"
      type="info"
      showIcon
      message={TITLE}
      description={TEXT}
      action={signUp}
    />
  ) : (
    <Alert
      data-testid="guest-banner"
      type="info"
      style={{ padding: '8px 12px' }}
      message={
        <>
          <strong>{TITLE}</strong> · {TEXT}
        </>
      }
      action={signUp}
    />
  );
}
