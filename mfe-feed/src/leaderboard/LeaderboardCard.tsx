// Home leaderboard card (spec §2): top 20 by fire votes; the title goes to /top-100 and each
// entry to its playlist.
import { useTopPlaylists } from '@sonic-nexus/api-client';
import { platformLabel, TOP_HOME_LIMIT } from '@sonic-nexus/contract';
import TrophyFilled from '@ant-design/icons-svg/es/asn/TrophyFilled';
import { Card, cosmicColors, Flex, oneLine, SvgIcon, Typography, VoteIcon } from '@sonic-nexus/ui';
import { Skeleton } from 'antd';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { ListError } from '../common/ListError';
import { LeaderboardEmpty } from './LeaderboardEmpty';
import { RankMarker } from './RankMarker';

/** The list scrolls past this height; the loading state takes all of it. */
const LIST_HEIGHT = 420;
export function LeaderboardCard() {
  const top = useTopPlaylists(TOP_HOME_LIMIT);
  // The 20 rows render in the background, in slices that let the page answer meanwhile; the
  // loading state stays until they are ready.
  const rows = useDeferredValue(top.data, undefined);
  const title = (
    <Link to="/top-100" data-testid="leaderboard-title">
      <SvgIcon definition={TrophyFilled} style={{ color: cosmicColors.gold }} /> Cosmic Leaderboard
    </Link>
  );
  return (
    <Card title={title} data-testid="leaderboard-card">
      {top.isPending || (top.isSuccess && rows === undefined) ? (
        // As tall as a full list, so the cards below do not move when it arrives (layout shift).
        <div style={{ height: LIST_HEIGHT, overflow: 'hidden' }}>
          <Skeleton active paragraph={{ rows: 12 }} />
        </div>
      ) : top.isError ? (
        <ListError
          error={top.error}
          onRetry={() => void top.refetch()}
          retrying={top.isFetching}
          testId="leaderboard-error"
        />
      ) : !rows || rows.length === 0 ? (
        <LeaderboardEmpty testId="leaderboard-empty" />
      ) : (
        <Flex vertical gap={6} style={{ maxHeight: LIST_HEIGHT, overflowY: 'auto' }}>
          {rows.map((playlist, index) => (
            <Link key={playlist.id} to={`/playlists/${playlist.id}`} data-testid="leaderboard-entry">
              {/* Wraps: a named rank badge takes its own line on a phone, the title gets the rest. */}
              <Flex align="center" gap={10} wrap style={{ padding: '6px 4px' }}>
                <RankMarker rank={index + 1} />
                <Flex vertical style={{ flex: '1 1 140px', minWidth: 0 }}>
                  <Typography.Text strong style={oneLine} title={playlist.title}>
                    {playlist.title}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ ...oneLine, fontSize: 12 }}>
                    {platformLabel(playlist.platform)} ·{' '}
                    {playlist.username ? `@${playlist.username}` : 'Unknown'}
                  </Typography.Text>
                </Flex>
                <Typography.Text strong data-testid="leaderboard-fire" style={{ flexShrink: 0 }}>
                  <VoteIcon type="fire" labelled /> {playlist.fireVotes}
                </Typography.Text>
              </Flex>
            </Link>
          ))}
        </Flex>
      )}
    </Card>
  );
}
