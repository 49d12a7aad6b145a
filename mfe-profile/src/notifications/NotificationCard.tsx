// One notification (spec §2): the message, how long ago, 'View Playlist' when it names one, and for
// an unread one a highlight, a dot and the mark-read check button. Colour is never the only cue:
// the dot is seen and 'Unread' is read out.
import { CheckOutlined } from '@ant-design/icons';
import { useMarkNotificationRead, type Notification } from '@sonic-nexus/api-client';
import { errorToasts } from '@sonic-nexus/contract';
import {
  Card,
  cosmicColors,
  Flex,
  RelativeTime,
  showFailureToast,
  Typography,
  visuallyHidden,
} from '@sonic-nexus/ui';
import { Button } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';

const unreadStyle: CSSProperties = {
  borderColor: cosmicColors.accent,
  borderLeftWidth: 4,
  background: 'rgba(34, 211, 238, 0.08)',
};

const dotStyle: CSSProperties = {
  width: 10,
  height: 10,
  marginTop: 7,
  borderRadius: '50%',
  background: cosmicColors.accent,
  flexShrink: 0,
};

export function NotificationCard({ notification }: { notification: Notification }) {
  const markRead = useMarkNotificationRead();
  const unread = !notification.isRead;
  return (
    <Card
      size="small"
      style={unread ? unreadStyle : undefined}
      data-testid="notification-card"
      data-read={String(notification.isRead)}
    >
      <Flex gap={12} align="flex-start">
        {unread ? <span aria-hidden style={dotStyle} data-testid="unread-dot" /> : null}
        <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text
            strong={unread}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="notification-message"
          >
            {unread ? <span style={visuallyHidden}>Unread: </span> : null}
            {notification.message}
          </Typography.Text>
          <Flex gap={16} wrap align="center">
            <RelativeTime at={notification.createdAt} />
            {notification.relatedPlaylistId ? (
              <Link
                to={`/playlists/${encodeURIComponent(notification.relatedPlaylistId)}`}
                style={{ color: cosmicColors.accent }}
                data-testid="view-playlist-link"
              >
                View Playlist
              </Link>
            ) : null}
          </Flex>
        </Flex>
        {unread ? (
          <Button
            shape="circle"
            icon={<CheckOutlined />}
            aria-label="Mark as read"
            title="Mark as read"
            loading={markRead.isPending}
            onClick={() =>
              markRead.mutate(notification.id, {
                onError: (error) => showFailureToast(errorToasts.markRead, error),
              })
            }
            data-testid="mark-read-button"
          />
        ) : null}
      </Flex>
    </Card>
  );
}
