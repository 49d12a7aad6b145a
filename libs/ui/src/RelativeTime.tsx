// A relative time that names the exact moment on hover.
import { cosmicColors } from './cosmic-theme';
import { formatExactTime, formatRelativeTime } from './relative-time';
import { Typography } from './Typography';

export function RelativeTime({ at }: { at: string }) {
  return (
    <Typography.Text
      // Not antd's secondary grey: on the cards' panel it falls short of 4.5:1 contrast.
      style={{ color: cosmicColors.muted }}
      title={formatExactTime(at)}
      data-testid="relative-time"
    >
      {formatRelativeTime(at)}
    </Typography.Text>
  );
}
