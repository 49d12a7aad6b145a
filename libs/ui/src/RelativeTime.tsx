// A relative time that names the exact moment on hover.
import { Typography } from 'antd';
import { formatRelativeTime } from './relative-time';

export function RelativeTime({ at }: { at: string }) {
  return (
    <Typography.Text type="secondary" title={new Date(at).toLocaleString()} data-testid="relative-time">
      {formatRelativeTime(at)}
    </Typography.Text>
  );
}
