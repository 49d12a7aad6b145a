// The paged list of latest playlists (spec §2 home feed), 10 per page with 'Load More Playlists'.
import { usePlaylistSearch, type PlaylistSearch } from '@sonic-nexus/api-client';
import { Alert, Button, Flex, Spin } from 'antd';
import { EmptyState } from '../common/EmptyState';
import { VotedPlaylistCards } from '../common/VotedPlaylistCards';

export function LatestPlaylists({ search }: { search: PlaylistSearch }) {
  const feed = usePlaylistSearch(search);
  if (feed.isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }} data-testid="feed-loading">
        <Spin />
      </Flex>
    );
  }
  if (feed.isError) {
    return <Alert type="error" data-testid="feed-error" message={feed.error.message} showIcon />;
  }
  const playlists = feed.data.pages.flatMap((page) => page.playlists);
  if (playlists.length === 0) {
    return (
      <EmptyState testId="feed-empty" title="No playlists yet!" hint="Be the first to share your playlist" />
    );
  }
  return (
    <Flex vertical gap={16} data-testid="feed-list">
      <VotedPlaylistCards playlists={playlists} />
      {feed.hasNextPage ? (
        <Button
          size="large"
          block
          loading={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
          data-testid="load-more-button"
        >
          Load More Playlists
        </Button>
      ) : null}
    </Flex>
  );
}
