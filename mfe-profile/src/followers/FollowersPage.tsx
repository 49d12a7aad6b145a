// Followers (/followers, spec §2): 'Your Followers', each with avatar, username and 'View Profile'.
// The spec words the empty and logged-out texts; the loading and failure states are ours.
import { useCurrentUser, useFollowers } from '@sonic-nexus/api-client';
import { cosmicColors, Flex, Typography } from '@sonic-nexus/ui';
import { Alert, Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { FollowerRow } from './FollowerRow';
import { cardListStyle, CardPlaceholders, ListPage } from '../layout/ListPage';

export function FollowersPage() {
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  const followers = useFollowers(Boolean(user));

  let body: ReactNode;
  if (currentUser.isPending) {
    body = <CardPlaceholders what="followers" testId="followers-loading" avatar rows={1} />;
  } else if (!user) {
    body = (
      <Typography.Text data-testid="followers-logged-out">
        Please log in to view your followers.
      </Typography.Text>
    );
  } else if (followers.isPending) {
    body = <CardPlaceholders what="followers" testId="followers-loading" avatar rows={1} />;
  } else if (followers.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        message="Your followers could not be loaded. Please try again."
        action={
          <Button size="small" onClick={() => void followers.refetch()} data-testid="followers-retry">
            Retry
          </Button>
        }
        data-testid="followers-error"
      />
    );
  } else if (followers.data.length === 0) {
    body = (
      <Empty
        data-testid="followers-empty"
        description={
          <Flex vertical gap={4}>
            <Typography.Text strong>You don&apos;t have any followers yet.</Typography.Text>
            <Typography.Text style={{ color: cosmicColors.muted }}>
              Share your playlists to attract followers!
            </Typography.Text>
          </Flex>
        }
      />
    );
  } else {
    body = (
      <ul aria-label="Your followers" style={cardListStyle} data-testid="followers-list">
        {followers.data.map((follower) => (
          <li key={follower.id}>
            <FollowerRow follower={follower} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ListPage title="Your Followers" testId="followers-page">
      {body}
    </ListPage>
  );
}
