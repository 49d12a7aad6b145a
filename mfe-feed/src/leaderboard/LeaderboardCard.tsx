// Home leaderboard card (spec §2): top 20 by fire votes; the title goes to /top-100 and each
// entry to its playlist. On a phone (below 576 px) the 20 entries are one row of tiles that scrolls
// sideways, so the card is about 150 px tall rather than 500 and the feed's first playlist is on
// the first screen (issue 30); on wider screens a list that scrolls past LIST_HEIGHT.
import { useTopPlaylists, type Playlist } from '@sonic-nexus/api-client';
import { platformLabel, TOP_HOME_LIMIT } from '@sonic-nexus/contract';
import TrophyFilled from '@ant-design/icons-svg/es/asn/TrophyFilled';
import {
  Card,
  cosmicColors,
  Flex,
  oneLine,
  SvgIcon,
  Typography,
  useWideScreen,
  VoteIcon,
} from '@sonic-nexus/ui';
import { Skeleton } from 'antd';
import { useDeferredValue, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { ListError } from '../common/ListError';
import { LeaderboardEmpty } from './LeaderboardEmpty';
import { RankMarker } from './RankMarker';

/** The list scrolls past this height; the loading state takes all of it. */
const LIST_HEIGHT = 420;
/** A phone's row of tiles, scroll bar included: the loading state takes as much. */
const TILES_HEIGHT = 92;
/** Wide enough for the longest badge ('#1 Supreme Alien Commander'); a second tile peeks in. */
const TILE_WIDTH = 232;

const tileRow: CSSProperties = {
  display: 'flex',
  gap: 8,
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  paddingBottom: 6,
  minHeight: TILES_HEIGHT,
};

const tileStyle: CSSProperties = {
  flex: `0 0 ${TILE_WIDTH}px`,
  scrollSnapAlign: 'start',
  padding: '8px 10px',
  border: `1px solid ${cosmicColors.border}`,
  borderRadius: 10,
};

function Byline({ playlist }: { playlist: Playlist }) {
  return (
    <Typography.Text type="secondary" style={{ ...oneLine, fontSize: 12 }}>
      {platformLabel(playlist.platform)} · {playlist.username ? `@${playlist.username}` : 'Unknown'}
    </Typography.Text>
  );
}

function FireCount({ playlist }: { playlist: Playlist }) {
  return (
    <Typography.Text strong data-testid="leaderboard-fire" style={{ flexShrink: 0 }}>
      <VoteIcon type="fire" labelled /> {playlist.fireVotes}
    </Typography.Text>
  );
}

/** Wide screens: one entry a line. */
function EntryRow({ playlist, rank }: { playlist: Playlist; rank: number }) {
  return (
    <Link to={`/playlists/${playlist.id}`} data-testid="leaderboard-entry">
      {/* Wraps: a named rank badge takes its own line on a narrow column, the title gets the rest. */}
      <Flex align="center" gap={10} wrap style={{ padding: '6px 4px' }}>
        <RankMarker rank={rank} />
        <Flex vertical style={{ flex: '1 1 140px', minWidth: 0 }}>
          <Typography.Text strong style={oneLine} title={playlist.title}>
            {playlist.title}
          </Typography.Text>
          <Byline playlist={playlist} />
        </Flex>
        <FireCount playlist={playlist} />
      </Flex>
    </Link>
  );
}

/** Phones: a tile of the sideways row (rank, title, platform and submitter with the fire count). */
function EntryTile({ playlist, rank }: { playlist: Playlist; rank: number }) {
  return (
    <Link to={`/playlists/${playlist.id}`} style={tileStyle} data-testid="leaderboard-entry">
      <Flex vertical gap={2}>
        <div>
          <RankMarker rank={rank} />
        </div>
        <Typography.Text strong style={oneLine} title={playlist.title}>
          {playlist.title}
        </Typography.Text>
        <Flex align="center" justify="space-between" gap={8}>
          <Byline playlist={playlist} />
          <FireCount playlist={playlist} />
        </Flex>
      </Flex>
    </Link>
  );
}

export function LeaderboardCard() {
  const top = useTopPlaylists(TOP_HOME_LIMIT);
  const wide = useWideScreen();
  // The 20 rows render in the background, in slices that let the page answer meanwhile; the
  // loading state stays until they are ready.
  const rows = useDeferredValue(top.data, undefined);
  const title = (
    <Link to="/top-100" data-testid="leaderboard-title">
      <SvgIcon definition={TrophyFilled} style={{ color: cosmicColors.gold }} /> Cosmic Leaderboard
    </Link>
  );
  let body;
  if (top.isPending || (top.isSuccess && rows === undefined)) {
    // As tall as a full list, so the cards below do not move when it arrives (layout shift).
    body = (
      <div style={{ height: wide ? LIST_HEIGHT : TILES_HEIGHT, overflow: 'hidden' }}>
        <Skeleton active paragraph={{ rows: wide ? 12 : 2 }} />
      </div>
    );
  } else if (top.isError) {
    body = (
      <ListError
        error={top.error}
        onRetry={() => void top.refetch()}
        retrying={top.isFetching}
        testId="leaderboard-error"
      />
    );
  } else if (!rows || rows.length === 0) {
    body = <LeaderboardEmpty testId="leaderboard-empty" />;
  } else if (wide) {
    body = (
      <Flex vertical gap={6} style={{ maxHeight: LIST_HEIGHT, overflowY: 'auto' }}>
        {rows.map((playlist, index) => (
          <EntryRow key={playlist.id} playlist={playlist} rank={index + 1} />
        ))}
      </Flex>
    );
  } else {
    body = (
      <div style={tileRow} data-testid="leaderboard-tiles">
        {rows.map((playlist, index) => (
          <EntryTile key={playlist.id} playlist={playlist} rank={index + 1} />
        ))}
      </div>
    );
  }
  return (
    <Card title={title} size={wide ? 'default' : 'small'} data-testid="leaderboard-card">
      {body}
    </Card>
  );
}
