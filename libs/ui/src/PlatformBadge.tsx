// Platform label (spec §1): the four known platforms get their names, anything else its raw value.
import { platformLabel } from '@sonic-nexus/contract';
import { Tag } from 'antd';

const platformColors: Record<string, string> = {
  spotify: 'green',
  apple: 'magenta',
  youtube: 'red',
  soundcloud: 'orange',
};

export function PlatformBadge({ platform }: { platform: string }) {
  return (
    <Tag
      color={Object.hasOwn(platformColors, platform) ? platformColors[platform] : 'purple'}
      data-testid="platform-badge"
    >
      {platformLabel(platform)}
    </Tag>
  );
}
