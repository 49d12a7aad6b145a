// The paged list of latest playlists (spec §2 home feed), 10 per page with 'Load More Playlists'.
import { useFeed } from '@sonic-nexus/api-client';
import { PlaylistCard } from '@sonic-nexus/ui';
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';

export function LatestPlaylists() {
  const feed = useFeed();
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
      <div data-testid="feed-empty">
        <Empty
          description={
            <>
              <Typography.Title level={4}>No playlists yet!</Typography.Title>
              <Typography.Text type="secondary">Be the first to share your playlist</Typography.Text>
            </>
          }
        />
      </div>
    );
  }
  return (
    <Flex vertical gap={16} data-testid="feed-list">
      {playlists.map((playlist) => (
        <PlaylistCard key={playlist.id} playlist={playlist} />
      ))}
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
