// Shown to signed-out visitors (spec §1): guests may browse but must sign up to take part.
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';

export function GuestBanner() {
  const navigate = useNavigate();
  return (
    <Alert
      data-testid="guest-banner"
      type="info"
      showIcon
      message="Guest Mode"
      description="Sign up to vote, create playlists and follow curators."
      action={
        <Button
          size="small"
          type="primary"
          onClick={() => navigate('/auth?tab=register')}
          data-testid="guest-sign-up"
        >
          Sign Up
        </Button>
      }
    />
  );
}
