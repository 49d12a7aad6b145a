// The bell of the top bar (spec §2): a link to /notifications with the unread badge. The count is
// polled every 60 s (spec §7) and, beyond the spec, pushed live by the server as it changes.
import { BellOutlined } from '@ant-design/icons';
import { useCurrentUser, useUnreadCount, useUnreadCountStream } from '@sonic-nexus/api-client';
import { cosmicColors, visuallyHidden } from '@sonic-nexus/ui';
import { Badge } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { bellLabel, unreadBadgeText } from './unread-count';

// A link styled as the round icon button it replaces: a button inside a link is not allowed.
const bellStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  color: cosmicColors.text,
};

/** Darker than antd's red, so the white count keeps 4.5:1 contrast. */
const badgeRed = '#b91c1c';

export function NotificationBell() {
  const { data: user } = useCurrentUser();
  useUnreadCountStream(user?.id);
  const { data: count = 0 } = useUnreadCount(Boolean(user));
  const badge = unreadBadgeText(count);
  return (
    <>
      <Link
        to="/notifications"
        aria-label={bellLabel(count)}
        data-testid="notifications-bell"
        style={bellStyle}
      >
        <Badge count={badge ?? 0} size="small" color={badgeRed} data-testid="unread-badge">
          <BellOutlined aria-hidden style={{ fontSize: 20, color: cosmicColors.text }} />
        </Badge>
      </Link>
      {/* Read out when a count arrives or changes; the link's name carries it on focus. */}
      <span role="status" style={visuallyHidden} data-testid="unread-announcement">
        {badge === null ? '' : `${badge} unread notifications`}
      </span>
    </>
  );
}
