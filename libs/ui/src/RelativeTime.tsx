// A relative time that names the exact moment on hover.
import { cosmicColors } from './cosmic-theme';
import { formatRelativeTime } from './relative-time';
import { Typography } from './Typography';

// One formatter for every card: toLocaleString builds a new Intl formatter on each call, which
// was the costliest line of a feed's first render.
const exactTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function RelativeTime({ at }: { at: string }) {
  return (
    <Typography.Text
      // Not antd's secondary grey: on the cards' panel it falls short of 4.5:1 contrast.
      style={{ color: cosmicColors.muted }}
      title={exactTime.format(new Date(at))}
      data-testid="relative-time"
    >
      {formatRelativeTime(at)}
    </Typography.Text>
  );
}
