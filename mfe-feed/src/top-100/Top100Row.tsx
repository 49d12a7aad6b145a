// One Top 100 row (spec §2): rank, platform icon, title, 'by @username', '{platform} playlist' and
// the three counts; the whole row opens the playlist.
import type { Playlist } from '@sonic-nexus/api-client';
import { platformLabel } from '@sonic-nexus/contract';
import { Card, Flex, oneLine, PlatformIcon, Typography, VoteIcon } from '@sonic-nexus/ui';
import { useNavigate } from 'react-router';
import { RankMarker } from '../leaderboard/RankMarker';

export function Top100Row({ playlist, rank }: { playlist: Playlist; rank: number }) {
  const navigate = useNavigate();
  const open = () => navigate(`/playlists/${playlist.id}`);
  return (
    <Card
      size="small"
      hoverable
      role="link"
      tabIndex={0}
      onClick={open}
      onKeyDown={(event) => (event.key === 'Enter' ? open() : undefined)}
      data-testid="top-100-row"
    >
      <Flex align="center" gap={12} wrap>
        <RankMarker rank={rank} />
        <PlatformIcon platform={playlist.platform} size={22} />
        <Flex vertical style={{ flex: '1 1 160px', minWidth: 0 }}>
          <Typography.Text strong style={oneLine} title={playlist.title}>
            {playlist.title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ ...oneLine, fontSize: 12 }}>
            by @{playlist.username ?? 'Unknown'} · {platformLabel(playlist.platform)} playlist
          </Typography.Text>
        </Flex>
        <Flex gap={12} style={{ flexShrink: 0 }}>
          <Typography.Text data-testid="top-100-fire">
            <VoteIcon type="fire" labelled /> {playlist.fireVotes}
          </Typography.Text>
          <Typography.Text>
            <VoteIcon type="thumbs_up" labelled /> {playlist.thumbsUpVotes}
          </Typography.Text>
          <Typography.Text>
            <VoteIcon type="trash" labelled /> {playlist.trashVotes}
          </Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
