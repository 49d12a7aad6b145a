// The bell of the top bar (spec §2): a link to /notifications with the unread badge.
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useUnreadCount } from '@sonic-nexus/api-client';
import { Link } from 'react-router-dom';
import { unreadBadgeText } from './unread-count';

export function NotificationBell() {
  const { data: count = 0 } = useUnreadCount(true);
  const badge = unreadBadgeText(count);
  return (
    <Link to="/notifications" aria-label="Notifications" data-testid="notifications-bell">
      <Badge count={badge ?? 0} size="small" data-testid="unread-badge">
        <Button type="text" shape="circle" icon={<BellOutlined style={{ fontSize: 18 }} />} tabIndex={-1} />
      </Badge>
    </Link>
  );
}
