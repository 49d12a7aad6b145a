// Playlist card used in lists (spec §2). Minimal for now: platform, submitter, title, description;
// covers, player, tags, votes and share arrive with the feed issue.
import type { Playlist } from '@sonic-nexus/api-client';
import { Card, Flex, Typography } from 'antd';
import { PlatformBadge } from './PlatformBadge';

export function PlaylistCard({ playlist }: { playlist: Playlist }) {
  return (
    <Card data-testid="playlist-card" data-playlist-id={playlist.id}>
      <Flex gap={8} align="center" wrap>
        <PlatformBadge platform={playlist.platform} />
        <Typography.Text type="secondary">by @{playlist.username ?? 'Unknown'}</Typography.Text>
      </Flex>
      <Typography.Title level={4} style={{ marginTop: 12 }}>
        {playlist.title}
      </Typography.Title>
      {playlist.description ? <Typography.Paragraph>{playlist.description}</Typography.Paragraph> : null}
    </Card>
  );
}
