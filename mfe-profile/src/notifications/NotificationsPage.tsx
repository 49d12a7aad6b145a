// Notifications (/notifications, spec §2): the signed-in user's notifications, newest first, 20 a
// page with 'Load More Notifications' while more exist. A failed fetch shows the spec's text
// ('Failed to fetch notifications') with a retry.
import { notificationsOf, useCurrentUser, useNotifications } from '@sonic-nexus/api-client';
import { Alert, Button, Empty } from 'antd';
import { NotificationCard } from './NotificationCard';
import { cardListStyle, CardPlaceholders, ListPage } from '../layout/ListPage';
import { Typography } from '@sonic-nexus/ui';

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
      <ListPage title="Notifications" testId="notifications-page">
        <CardPlaceholders what="notifications" testId="notifications-loading" rows={2} />
      </ListPage>
    );
  if (!user) {
    return (
      <ListPage title="Notifications" testId="notifications-page">
        <Typography.Text data-testid="notifications-logged-out">
          Please log in to view notifications
        </Typography.Text>
      </ListPage>
    );
  }
  if (list.isPending)
    return (
      <ListPage title="Notifications" testId="notifications-page">
        <CardPlaceholders what="notifications" testId="notifications-loading" rows={2} />
      </ListPage>
    );
  if (!list.data) {
    return (
      <ListPage title="Notifications" testId="notifications-page">
        <FetchError message={list.error?.message ?? ''} onRetry={() => void list.refetch()} />
      </ListPage>
    );
  }

  const notifications = notificationsOf(list.data.pages);
  if (notifications.length === 0 && !list.isError) {
    return (
      <ListPage title="Notifications" testId="notifications-page">
        <Empty
          data-testid="notifications-empty"
          description={
            // antd's description grey is too faint on the page background; the text's own colour is not.
            <Typography.Text>
              No notifications yet. Follow other users to get notified when they post playlists!
            </Typography.Text>
          }
        />
      </ListPage>
    );
  }
  return (
    <ListPage title="Notifications" testId="notifications-page">
      <ul aria-label="Your notifications" style={cardListStyle} data-testid="notifications-list">
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
    </ListPage>
  );
}
