// Home feed (/), in spec order under the shell's cosmic header (shell/src/layout/HomeHero): guest
// banner, verification warning, add-playlist form, leaderboard card, filter and search panel, then
// the paged list of latest playlists.
import { useCurrentUser, usePlaylistSearch } from '@sonic-nexus/api-client';
import { useSearchParams } from 'react-router';
import { AddPlaylistPanel } from '../add-playlist/AddPlaylistPanel';
import { PageColumn } from '../common/PageColumn';
import { LeaderboardCard } from '../leaderboard/LeaderboardCard';
import { FilterPanel } from './FilterPanel';
import { GuestBanner } from './GuestBanner';
import { LatestPlaylists } from './LatestPlaylists';
import { SharedPlaylist } from './SharedPlaylist';
import { tagClickHandler } from './tag-clicks';
import { useFeedSearch } from './use-feed-search';
import { VerifyEmailWarning } from './VerifyEmailWarning';
import { Flex } from '@sonic-nexus/ui';

export function HomePage() {
  const { data: user, isPending } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const sharedId = searchParams.get('playlist');
  const control = useFeedSearch();
  const feed = usePlaylistSearch(control.search);
  const searching = control.draftPending || feed.isPlaceholderData;

  return (
    <PageColumn testId="home-page" gap={24} padding="0 16px 32px">
      {/* Until we know who is here, what follows is laid out (its data loads) but not shown: the
          guest banner or the add form would otherwise push it down as it appears (layout shift). */}
      <Flex vertical gap={24} aria-busy={isPending} style={isPending ? { visibility: 'hidden' } : undefined}>
        {!isPending && !user ? <GuestBanner /> : null}
        {user && !user.emailVerified ? <VerifyEmailWarning /> : null}
        {user ? <AddPlaylistPanel /> : null}
        <LeaderboardCard />
        <FilterPanel control={control} searching={searching} />
        {/* Capture: a card's #tag link narrows the current search rather than replacing it. */}
        <div onClickCapture={tagClickHandler(control.chooseTag)} style={{ display: 'contents' }}>
          {sharedId ? <SharedPlaylist id={sharedId} /> : null}
          <LatestPlaylists search={control.search} feed={feed} />
        </div>
      </Flex>
    </PageColumn>
  );
}
