// Account Settings (/profile, spec §2): username, email, member since, logout and the Danger Zone.
// Picture, bio, statistics and playlist activity are not built yet: each shows as a titled
// 'Coming soon.' card in its place.
import { useCurrentUser } from '@sonic-nexus/api-client';
import { TitledPage, useSignOut } from '@sonic-nexus/ui';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { DangerZone } from './DangerZone';
import { memberSince } from './member-since';
import { UsernameSection } from './UsernameSection';

function ComingSoonSection({ title, testId }: { title: string; testId: string }) {
  return (
    <Card title={title} data-testid={testId}>
      <Typography.Text type="secondary">Coming soon.</Typography.Text>
    </Card>
  );
}

export function AccountSettingsPage() {
  const { data: user } = useCurrentUser();
  const { signOut, pending } = useSignOut();
  if (!user) {
    return (
      <Flex justify="center" style={{ padding: 48 }} data-testid="account-settings-loading">
        Loading...
      </Flex>
    );
  }
  return (
    <TitledPage title="Account Settings" testId="account-settings-page">
      <Flex vertical gap={16}>
        <ComingSoonSection title="Profile Picture" testId="profile-picture-section" />
        <ComingSoonSection title="Bio" testId="bio-section" />
        <UsernameSection user={user} />
        <Card title="Account" data-testid="account-details">
          <Descriptions column={1}>
            <Descriptions.Item label="Email">
              <span data-testid="account-email">{user.email}</span>
            </Descriptions.Item>
            <Descriptions.Item label="Member Since">
              <span data-testid="member-since">{memberSince(user.createdAt)}</span>
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <ComingSoonSection title="Account Statistics" testId="account-statistics-section" />
        <ComingSoonSection title="My Playlist Activity" testId="playlist-activity-section" />
        <Button size="large" loading={pending} onClick={signOut} data-testid="logout-button">
          Logout
        </Button>
        <DangerZone user={user} />
      </Flex>
    </TitledPage>
  );
}
