// Public user profile (/users/:userId, spec §2): a skeleton while loading, 'User not found' when
// there is no such user, else the header and the user's playlists.
import { ApiError, useCurrentUser, useUserProfile } from '@sonic-nexus/api-client';
import { Card, cosmicColors, Flex, Typography } from '@sonic-nexus/ui';
import { Alert, Button, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { ProfileHeader } from './ProfileHeader';
import { ProfilePlaylists } from './ProfilePlaylists';
import { profileUserId } from './profile-user-id';

/** No such user: unknown or deleted (404), or an id the server refuses (400). */
const isMissingUser = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

const column = { maxWidth: 880, margin: '0 auto', padding: '32px 16px' } as const;

function UserNotFound() {
  return (
    <Flex
      vertical
      align="center"
      gap={8}
      style={{ ...column, textAlign: 'center' }}
      data-testid="user-not-found"
    >
      <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
        User not found
      </Typography.Title>
      <Typography.Text style={{ color: cosmicColors.muted }}>
        This user doesn&apos;t exist or has been deleted
      </Typography.Text>
    </Flex>
  );
}

export function PublicProfilePage() {
  const userId = profileUserId(useParams().userId);
  const { data: viewer } = useCurrentUser();
  const profile = useUserProfile(userId);

  if (userId === undefined) return <UserNotFound />;
  if (profile.isPending) {
    return (
      <Flex
        vertical
        gap={16}
        style={column}
        role="status"
        aria-label="Loading profile"
        data-testid="profile-skeleton"
      >
        <Card>
          <Skeleton active avatar={{ size: 112 }} paragraph={{ rows: 3 }} />
        </Card>
        <Card>
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      </Flex>
    );
  }
  if (profile.isError && !isMissingUser(profile.error)) {
    return (
      <div style={column} data-testid="profile-error">
        <Typography.Title level={1} style={{ fontSize: 28 }}>
          User Profile
        </Typography.Title>
        <Alert
          type="error"
          showIcon
          message="This profile could not be loaded."
          action={
            <Button size="small" onClick={() => void profile.refetch()}>
              Retry
            </Button>
          }
        />
      </div>
    );
  }
  if (!profile.data) return <UserNotFound />;

  const { user, playlists } = profile.data;
  const isOwn = viewer?.id === user.id;
  return (
    <Flex vertical gap={24} style={column} data-testid="public-profile-page">
      <ProfileHeader user={user} isOwn={isOwn} signedIn={Boolean(viewer)} />
      <ProfilePlaylists playlists={playlists} username={user.username} isOwn={isOwn} />
    </Flex>
  );
}
