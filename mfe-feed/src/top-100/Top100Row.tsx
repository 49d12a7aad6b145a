// One Top 100 row (spec §2): rank, platform icon, title, 'by @username', '{platform} playlist' and
// the three counts; the whole row opens the playlist. On a phone the counts take a line of their own
// and the title and byline wrap rather than end in '…': beside a named badge (ranks 1-5) they had
// some 170 px and read 'by @… · Spotify play…' (issue 30).
import type { Playlist } from '@sonic-nexus/api-client';
import { platformLabel } from '@sonic-nexus/contract';
import { Card, Flex, oneLine, PlatformIcon, Typography, useWideScreen, VoteIcon } from '@sonic-nexus/ui';
import type { CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { RankMarker } from '../leaderboard/RankMarker';

export function Top100Row({ playlist, rank }: { playlist: Playlist; rank: number }) {
  const navigate = useNavigate();
  const open = () => navigate(`/playlists/${playlist.id}`);
  const wide = useWideScreen();
  const line: CSSProperties = wide ? oneLine : { overflowWrap: 'anywhere' };
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
          <Typography.Text strong style={line} title={playlist.title}>
            {playlist.title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ ...line, fontSize: 12 }}>
            by @{playlist.username ?? 'Unknown'} · {platformLabel(playlist.platform)} playlist
          </Typography.Text>
        </Flex>
        <Flex gap={12} style={wide ? { flexShrink: 0 } : { flex: '1 0 100%' }}>
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
