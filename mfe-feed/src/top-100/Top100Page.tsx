// Top 100 (/top-100, spec §2): the leaderboard of up to 100 playlists by fire votes.
import { useTopPlaylists } from '@sonic-nexus/api-client';
import { TOP_100_LIMIT, TOP_100_PLACEHOLDER_ROWS } from '@sonic-nexus/contract';
import TrophyFilled from '@ant-design/icons-svg/es/asn/TrophyFilled';
import { Skeleton } from 'antd';
import { BackToFeedButton } from '../common/BackToFeedButton';
import { ListError } from '../common/ListError';
import { PageColumn } from '../common/PageColumn';
import { LeaderboardEmpty } from '../leaderboard/LeaderboardEmpty';
import { Top100Row } from './Top100Row';
import { cosmicColors, Flex, SvgIcon, Typography } from '@sonic-nexus/ui';

export function Top100Page() {
  const top = useTopPlaylists(TOP_100_LIMIT);
  const playlists = top.data ?? [];
  return (
    <PageColumn testId="top-100-page" gap={12} maxWidth={860}>
      <div>
        <BackToFeedButton />
      </div>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
        <SvgIcon definition={TrophyFilled} style={{ color: cosmicColors.gold }} /> Top 100
      </Typography.Title>
      {top.isPending ? (
        <Flex vertical gap={8} data-testid="top-100-loading">
          {Array.from({ length: TOP_100_PLACEHOLDER_ROWS }, (_, index) => (
            <Skeleton.Input key={index} active block style={{ height: 56 }} />
          ))}
        </Flex>
      ) : top.isError ? (
        <ListError
          error={top.error}
          onRetry={() => void top.refetch()}
          retrying={top.isFetching}
          testId="top-100-error"
        />
      ) : playlists.length === 0 ? (
        <LeaderboardEmpty testId="top-100-empty" />
      ) : (
        <>
          <Typography.Text type="secondary" data-testid="top-100-count">
            Showing {playlists.length} top-rated playlists ranked by fire votes
          </Typography.Text>
          {playlists.map((playlist, index) => (
            <Top100Row key={playlist.id} playlist={playlist} rank={index + 1} />
          ))}
        </>
      )}
    </PageColumn>
  );
}
