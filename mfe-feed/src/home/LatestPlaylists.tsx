// The paged list of latest playlists (spec §2 home feed), 10 per page with 'Load More Playlists',
// narrowed by the search. While a new search loads, the last answer stays, dimmed and busy.
import { serverMessage, type PlaylistSearch, type usePlaylistSearch } from '@sonic-nexus/api-client';
import { fetchErrors } from '@sonic-nexus/contract';
import { FEED_LIST_ID, Flex, visuallyHidden } from '@sonic-nexus/ui';
import { Alert, Button, Spin } from 'antd';
import { useDeferredValue } from 'react';
import { EmptyState } from '../common/EmptyState';
import { VotedPlaylistCards } from '../common/VotedPlaylistCards';
import { hasSearch } from './feed-filters';
import { CLEAR_FILTERS, emptyFeedTexts, resultAnnouncement } from './search-texts';

type Feed = ReturnType<typeof usePlaylistSearch>;

export interface LatestPlaylistsProps {
  search: PlaylistSearch;
  feed: Feed;
  /** A playlist shown above the list already (a share link's): not a second time here. */
  hiddenId?: string;
  /** Clears the search and filters: the empty state of a search offers it. */
  onClear: () => void;
}

/** The server's message (e.g. the 503 of a search engine that is away), never a bare status. */
function FeedError({ error, onRetry, retrying }: { error: Error; onRetry: () => void; retrying: boolean }) {
  return (
    <Alert
      type="error"
      showIcon
      data-testid="feed-error"
      message={serverMessage(error) ?? fetchErrors.playlists}
      action={
        <Button size="small" onClick={onRetry} loading={retrying} data-testid="feed-retry">
          Retry
        </Button>
      }
    />
  );
}

function FeedBody({ search, feed, hiddenId, onClear }: LatestPlaylistsProps) {
  // An old empty answer would name the wrong query: wait for the new one instead.
  const stillEmpty = feed.isPlaceholderData && feed.data.pages.every((page) => page.playlists.length === 0);
  // The cards render in the background, in slices that let the page answer meanwhile; the
  // loading state stays until the first ones are ready.
  const shownPages = useDeferredValue(feed.data?.pages);
  if (feed.isPending || stillEmpty || (feed.data && !shownPages)) {
    return (
      <Flex justify="center" style={{ padding: 48 }} data-testid="feed-loading">
        <Spin />
      </Flex>
    );
  }
  if (feed.isError && !feed.data) {
    return <FeedError error={feed.error} onRetry={() => void feed.refetch()} retrying={feed.isFetching} />;
  }
  const found = (shownPages ?? feed.data.pages).flatMap((page) => page.playlists);
  if (found.length === 0) {
    const { title, hint } = emptyFeedTexts(search);
    return (
      <EmptyState testId="feed-empty" title={title} hint={hint}>
        {hasSearch(search) ? (
          <Button onClick={onClear} data-testid="feed-empty-clear">
            {CLEAR_FILTERS}
          </Button>
        ) : null}
      </EmptyState>
    );
  }
  const playlists = hiddenId ? found.filter((playlist) => playlist.id !== hiddenId) : found;
  return (
    <Flex vertical gap={16}>
      <VotedPlaylistCards playlists={playlists} />
      {feed.isFetchNextPageError ? (
        <FeedError
          error={feed.error}
          onRetry={() => void feed.fetchNextPage()}
          retrying={feed.isFetchingNextPage}
        />
      ) : null}
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

export function LatestPlaylists(props: LatestPlaylistsProps) {
  const { search, feed } = props;
  const settled = feed.isSuccess && !feed.isPlaceholderData;
  const count = settled ? feed.data.pages.reduce((sum, page) => sum + page.playlists.length, 0) : 0;
  return (
    <div
      id={FEED_LIST_ID}
      data-testid="feed-list"
      aria-busy={feed.isPlaceholderData}
      style={{ opacity: feed.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}
    >
      {/* Present from the start, so a changed count is announced politely. */}
      <div role="status" style={visuallyHidden} data-testid="feed-announcement">
        {settled ? resultAnnouncement(search, count, feed.hasNextPage) : ''}
      </div>
      <FeedBody {...props} />
    </div>
  );
}
