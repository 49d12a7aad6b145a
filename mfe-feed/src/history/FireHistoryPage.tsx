// Fire History (/history, spec §2): the user's fire-voted playlists, 10 a page, each card marked
// 'Fired'; fire on a card asks to remove it from the history.
import { useCurrentUser, useFireVotedPlaylists, type Playlist } from '@sonic-nexus/api-client';
import { HISTORY_PLACEHOLDERS } from '@sonic-nexus/contract';
import { Card, Flex, PlaylistCard, Typography, VoteIcon } from '@sonic-nexus/ui';
import { Button, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../common/EmptyState';
import { ListError } from '../common/ListError';
import { PageColumn } from '../common/PageColumn';
import { RemoveFireDialog } from './RemoveFireDialog';

export function FireHistoryPage() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<Playlist | null>(null);
  const history = useFireVotedPlaylists(page, Boolean(user));
  const playlists = history.data?.playlists ?? [];

  let body;
  if (history.isError && !history.data) {
    body = (
      <ListError
        error={history.error}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
        testId="history-error"
      />
    );
  } else if (!history.data) {
    body = Array.from({ length: HISTORY_PLACEHOLDERS }, (_, index) => (
      <Card key={index} data-testid="history-placeholder">
        <Skeleton active />
      </Card>
    ));
  } else if (playlists.length === 0 && page === 1) {
    body = (
      <EmptyState
        testId="history-empty"
        title="No Fire Votes Yet"
        hint="Start voting on playlists to see your fire history here!"
      >
        <Button type="primary" onClick={() => navigate('/')} data-testid="discover-playlists">
          Discover Playlists
        </Button>
      </EmptyState>
    );
  } else {
    body = playlists.map((playlist) => (
      <PlaylistCard
        key={playlist.id}
        playlist={playlist}
        userVote="fire"
        badge={
          <Tag color="volcano" data-testid="fired-badge">
            <VoteIcon type="fire" /> Fired
          </Tag>
        }
        onFireRemove={() => setRemoving(playlist)}
      />
    ));
  }

  return (
    <PageColumn testId="history-page">
      <div>
        <Typography.Title level={1} style={{ marginBottom: 4, fontSize: 30 }}>
          Your Fire History
        </Typography.Title>
        <Typography.Text type="secondary">Playlists you&apos;ve voted with fire emojis</Typography.Text>
      </div>
      {body}
      {history.data && (playlists.length > 0 || page > 1) ? (
        <>
          <Flex justify="center" align="center" gap={12} data-testid="history-pagination">
            {page > 1 ? (
              <Button onClick={() => setPage((p) => Math.max(1, p - 1))} data-testid="history-previous">
                Previous
              </Button>
            ) : null}
            <Typography.Text data-testid="history-page-number">Page {page}</Typography.Text>
            {history.data.hasMore ? (
              <Button onClick={() => setPage((p) => p + 1)} data-testid="history-next">
                Next
              </Button>
            ) : null}
          </Flex>
          <Typography.Text type="secondary" style={{ textAlign: 'center' }} data-testid="history-total">
            Total fire votes: {history.data.total ?? playlists.length}
          </Typography.Text>
        </>
      ) : null}
      <RemoveFireDialog playlist={removing} onClose={() => setRemoving(null)} />
    </PageColumn>
  );
}
