// Playlist detail (/playlists/{id}, spec §2): back to feed, Share (copies the page link), the card
// with voting and the submitter, and the description section. 'Playlist Not Found' has no Share.
import { useCurrentUser, usePlaylist, useUserVote } from '@sonic-nexus/api-client';
import { Card, Flex, PlaylistCard, Typography, useNamePage, useWideScreen } from '@sonic-nexus/ui';
import { Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
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
  // Phones: the description's card is as compact as the playlist card above it.
  const compact = !useWideScreen();
  const notFound = !id || playlist.isError || (!playlist.isPending && !playlist.data);
  // The tab reads '<title> · Sonic Nexus' once the playlist has loaded.
  useNamePage(notFound ? 'Playlist Not Found' : (playlist.data?.title ?? null));

  let body;
  if (id && playlist.isPending) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (notFound || !playlist.data) {
    body = (
      <EmptyState
        level={1}
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
          <Card
            title="Description"
            size={compact ? 'small' : 'default'}
            data-testid="playlist-description-section"
          >
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
        {/* Only a playlist that is there has a link worth sharing. */}
        {playlist.data && !notFound ? <SharePageButton /> : null}
      </Flex>
      {body}
    </PageColumn>
  );
}
