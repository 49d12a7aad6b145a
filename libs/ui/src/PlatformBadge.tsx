// Platform label (spec §1): the four known platforms get their names, anything else its raw value.
import { Tag } from 'antd';

// TODO(contract): take the labels from @sonic-nexus/contract (platforms.ts) once it publishes an index.
const platformLabels: Record<string, string> = {
  spotify: 'Spotify',
  apple: 'Apple Music',
  youtube: 'YouTube Music',
  soundcloud: 'SoundCloud',
};

const platformColors: Record<string, string> = {
  spotify: 'green',
  apple: 'magenta',
  youtube: 'red',
  soundcloud: 'orange',
};

export function platformLabel(platform: string): string {
  return Object.hasOwn(platformLabels, platform) ? platformLabels[platform] : platform;
}

export function PlatformBadge({ platform }: { platform: string }) {
  return (
    <Tag color={platformColors[platform] ?? 'purple'} data-testid="platform-badge">
      {platformLabel(platform)}
    </Tag>
  );
}
