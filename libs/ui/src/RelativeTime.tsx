// A relative time that names the exact moment on hover.
import { Typography } from 'antd';
import { cosmicColors } from './cosmic-theme';
import { formatRelativeTime } from './relative-time';

export function RelativeTime({ at }: { at: string }) {
  return (
    <Typography.Text
      // Not antd's secondary grey: on the cards' panel it falls short of 4.5:1 contrast.
      style={{ color: cosmicColors.muted }}
      title={new Date(at).toLocaleString()}
      data-testid="relative-time"
    >
      {formatRelativeTime(at)}
    </Typography.Text>
  );
}
