// Notifications (/notifications, spec §2): the signed-in user's notifications, newest first, 20 a
// page with 'Load More Notifications' while more exist. A failed fetch shows the spec's text
// ('Failed to fetch notifications') with a retry.
import { notificationsOf, useCurrentUser, useNotifications } from '@sonic-nexus/api-client';
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { NotificationCard } from './NotificationCard';

const PLACEHOLDERS = 3;

function Frame({ children }: { children: ReactNode }) {
  return (
    <Flex
      vertical
      gap={16}
      style={{ maxWidth: 760, margin: '0 auto', padding: '24px 16px' }}
      data-testid="notifications-page"
    >
      <Typography.Title level={1} style={{ fontSize: 30, margin: 0 }}>
        Notifications
      </Typography.Title>
      {children}
    </Flex>
  );
}

function Placeholders() {
  return (
    <Flex
      vertical
      gap={12}
      role="status"
      aria-busy="true"
      aria-label="Loading notifications"
      data-testid="notifications-loading"
    >
      {Array.from({ length: PLACEHOLDERS }, (_, index) => (
        <Card key={index} size="small">
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        </Card>
      ))}
    </Flex>
  );
}

function FetchError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      message={message}
      action={
        <Button size="small" onClick={onRetry} data-testid="notifications-retry">
          Retry
        </Button>
      }
      data-testid="notifications-error"
    />
  );
}

export function NotificationsPage() {
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  const list = useNotifications(Boolean(user));

  if (currentUser.isPending)
    return (
      <Frame>
        <Placeholders />
      </Frame>
    );
  if (!user) {
    return (
      <Frame>
        <Typography.Text data-testid="notifications-logged-out">
          Please log in to view notifications
        </Typography.Text>
      </Frame>
    );
  }
  if (list.isPending)
    return (
      <Frame>
        <Placeholders />
      </Frame>
    );
  if (!list.data) {
    return (
      <Frame>
        <FetchError message={list.error?.message ?? ''} onRetry={() => void list.refetch()} />
      </Frame>
    );
  }

  const notifications = notificationsOf(list.data.pages);
  if (notifications.length === 0 && !list.isError) {
    return (
      <Frame>
        <Empty
          data-testid="notifications-empty"
          description={
            // antd's description grey is too faint on the page background; the text's own colour is not.
            <Typography.Text>
              No notifications yet. Follow other users to get notified when they post playlists!
            </Typography.Text>
          }
        />
      </Frame>
    );
  }
  return (
    <Frame>
      <ul
        aria-label="Your notifications"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: 12,
        }}
        data-testid="notifications-list"
      >
        {notifications.map((notification) => (
          <li key={notification.id}>
            <NotificationCard notification={notification} />
          </li>
        ))}
      </ul>
      {list.isError ? (
        // Loaded pages stay; only the failed load (a next page or a refresh) is offered again.
        <FetchError
          message={list.error.message}
          onRetry={() => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())}
        />
      ) : null}
      {list.hasNextPage ? (
        <Button
          size="large"
          block
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
          data-testid="load-more-notifications"
        >
          Load More Notifications
        </Button>
      ) : null}
    </Frame>
  );
}
