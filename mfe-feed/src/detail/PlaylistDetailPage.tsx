// Playlist detail (/playlists/{id}, spec §2): back to feed, Share (copies the page link), the card
// with voting and the submitter, and the description section.
import { useCurrentUser, usePlaylist, useUserVote } from '@sonic-nexus/api-client';
import { PlaylistCard } from '@sonic-nexus/ui';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { BackToFeedButton } from '../common/BackToFeedButton';
import { EmptyState } from '../common/EmptyState';
import { PageColumn } from '../common/PageColumn';
import { SharePageButton } from './SharePageButton';

export function PlaylistDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const playlist = usePlaylist(id);
  const vote = useUserVote(id, Boolean(user));

  let body;
  if (id && playlist.isPending) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (!id || playlist.isError || !playlist.data) {
    body = (
      <EmptyState
        testId="playlist-not-found"
        title="Playlist Not Found"
        hint="This playlist might have been removed or doesn't exist."
      />
    );
  } else {
    body = (
      <Flex vertical gap={16}>
        <PlaylistCard
          playlist={playlist.data}
          userVote={vote.data?.userVote ?? null}
          titleLevel={1}
          onDetailPage
          onDeleted={() => navigate('/', { replace: true })}
        />
        {playlist.data.description ? (
          <Card title="Description" data-testid="playlist-description-section">
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {playlist.data.description}
            </Typography.Paragraph>
          </Card>
        ) : null}
      </Flex>
    );
  }

  return (
    <PageColumn testId="playlist-page">
      <Flex justify="space-between">
        <BackToFeedButton />
        <SharePageButton />
      </Flex>
      {body}
    </PageColumn>
  );
}
