// /auth (spec §2): Login and Register tabs (forms come with the accounts issue) and a way back
// to browsing as a guest.
import { Button, Card, Flex, Tabs, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';

export function AuthPage() {
  const navigate = useNavigate();
  return (
    <Flex vertical align="center" gap={24} style={{ padding: '48px 16px' }} data-testid="auth-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        Rate. Discover. Repeat.
      </Typography.Title>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Tabs
          items={[
            {
              key: 'login',
              label: 'Login',
              children: <Typography.Text type="secondary">Login</Typography.Text>,
            },
            {
              key: 'register',
              label: 'Register',
              children: <Typography.Text type="secondary">Register</Typography.Text>,
            },
          ]}
        />
      </Card>
      <Button size="large" onClick={() => navigate('/')} data-testid="explore-button">
        Explore Sonic Nexus Universe
      </Button>
    </Flex>
  );
}
