// Account Settings (/profile, spec §2): every section of the signed-in user's account, in the
// spec's order, under the page's one h1.
import { useCurrentUser } from '@sonic-nexus/api-client';
import { cosmicColors, Flex, Typography, useSignOut, VerifyEmailWarning } from '@sonic-nexus/ui';
import { Button, Descriptions } from 'antd';
import { AccountStatistics } from './AccountStatistics';
import { BioSection } from './BioSection';
import { DangerZone } from './DangerZone';
import { memberSince } from './member-since';
import { PlaylistActivity } from './PlaylistActivity';
import { ProfilePictureSection } from './ProfilePictureSection';
import { SectionCard } from './SectionCard';
import { UsernameSection } from './UsernameSection';

export function AccountSettingsPage() {
  const { data: user } = useCurrentUser();
  const { signOut, pending } = useSignOut();
  if (!user) {
    return (
      <Flex justify="center" style={{ padding: 48 }} role="status" data-testid="account-settings-loading">
        Loading...
      </Flex>
    );
  }
  return (
    <section
      data-testid="account-settings-page"
      style={{ maxWidth: 960, margin: '0 auto', padding: '32px 16px' }}
    >
      <Typography.Title level={1} style={{ fontSize: 30 }}>
        Account Settings
      </Typography.Title>
      <Flex vertical gap={16}>
        <ProfilePictureSection user={user} />
        <BioSection user={user} />
        <UsernameSection user={user} />
        <SectionCard title="Account" testId="account-details">
          <Descriptions column={1} styles={{ label: { color: cosmicColors.muted } }}>
            <Descriptions.Item label="Email">
              <span data-testid="account-email">{user.email}</span>
            </Descriptions.Item>
            <Descriptions.Item label="Member Since">
              <span data-testid="member-since">{memberSince(user.createdAt)}</span>
            </Descriptions.Item>
          </Descriptions>
          {user.emailVerified ? null : (
            <VerifyEmailWarning email={user.email} testId="account-verify-warning" />
          )}
        </SectionCard>
        <AccountStatistics userId={user.id} />
        <PlaylistActivity userId={user.id} />
        <Button size="large" loading={pending} onClick={signOut} data-testid="logout-button">
          Logout
        </Button>
        <DangerZone user={user} />
      </Flex>
    </section>
  );
}
