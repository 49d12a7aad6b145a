// /verification-success (spec §2): where the emailed link lands when the address is verified.
import { CheckCircleFilled } from '@ant-design/icons';
import { Card, Flex, MusicNoteIcon, Typography, VoteIcon } from '@sonic-nexus/ui';
import { Button } from 'antd';
import { useNavigate } from 'react-router';

// Icons rather than emoji, which draw as empty boxes without an emoji font (libs/ui VoteIcon).
const nowYouCan = [
  { icon: <VoteIcon type="fire" />, text: 'Vote fire on the playlists you love' },
  { icon: <VoteIcon type="thumbs_up" />, text: 'Vote thumbs up on playlists you like' },
  { icon: <VoteIcon type="trash" />, text: 'Send playlists to the black hole' },
  { icon: <MusicNoteIcon />, text: 'Submit your own playlists' },
];

export function VerificationSuccessPage() {
  const navigate = useNavigate();
  return (
    <Flex justify="center" style={{ padding: '48px 16px' }} data-testid="verification-success-page">
      <Card style={{ width: '100%', maxWidth: 520, textAlign: 'center' }}>
        <CheckCircleFilled style={{ fontSize: 56, color: '#22c55e' }} />
        <Typography.Title level={1} style={{ fontSize: 30 }}>
          Email Verified!
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Your email address has been verified. You can now:
        </Typography.Paragraph>
        <ul style={{ textAlign: 'left', lineHeight: 2 }} data-testid="verified-abilities">
          {nowYouCan.map(({ icon, text }) => (
            <li key={text}>
              {icon} {text}
            </li>
          ))}
        </ul>
        <Flex gap={12} justify="center" wrap>
          <Button type="primary" size="large" onClick={() => navigate('/')} data-testid="go-home-button">
            Go to Home
          </Button>
          <Button size="large" onClick={() => navigate('/login')} data-testid="go-login-button">
            Login
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
