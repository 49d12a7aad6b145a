// Home feed (/), in spec order under the shell's cosmic header (shell/src/layout/HomeHero): guest
// banner, verification warning, add-playlist form, leaderboard card, filter and search panel, then
// the paged list of latest playlists. A share link's playlist (/?playlist=) comes first, on the
// first screen, and is left out of the list below it; a link to a filtered feed (/?tag=…) lands on
// the filter panel and its results.
import { useCurrentUser, usePlaylistSearch } from '@sonic-nexus/api-client';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { AddPlaylistPanel } from '../add-playlist/AddPlaylistPanel';
import { bringIntoView } from '../common/bring-into-view';
import { PageColumn } from '../common/PageColumn';
import { LeaderboardCard } from '../leaderboard/LeaderboardCard';
import { hasSearch } from './feed-filters';
import { FilterPanel } from './FilterPanel';
import { GuestBanner } from './GuestBanner';
import { LatestPlaylists } from './LatestPlaylists';
import { SharedPlaylist } from './SharedPlaylist';
import { tagClickHandler } from './tag-clicks';
import { useFeedSearch } from './use-feed-search';
import { Flex, useWideScreen, VerifyEmailWarning } from '@sonic-nexus/ui';

export function HomePage() {
  const { data: user, isPending } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const sharedId = searchParams.get('playlist');
  const control = useFeedSearch();
  const feed = usePlaylistSearch(control.search);
  const searching = control.draftPending || feed.isPlaceholderData;
  const filters = useRef<HTMLDivElement>(null);
  const onTagClick = tagClickHandler(control.chooseTag);
  // Phones: tighter gaps between the sections, part of what puts the first playlist on the first
  // screen (with the compact guest banner and leaderboard).
  const gap = useWideScreen() ? 24 : 16;

  // Arriving by a filtered feed's address, the results are what was asked for: once the page is
  // laid out, the filter panel comes to the top of the screen (unless the reader scrolled already).
  const landOnResults = useRef(hasSearch(control.search) && !sharedId);
  const ready = !isPending && feed.isSuccess;
  useEffect(() => {
    if (!ready || !landOnResults.current) return;
    landOnResults.current = false;
    if (window.scrollY === 0) bringIntoView(filters.current);
  }, [ready]);

  return (
    <PageColumn testId="home-page" gap={24} padding="0 16px 32px">
      {/* Until we know who is here, what follows is laid out (its data loads) but not shown: the
          guest banner or the add form would otherwise push it down as it appears (layout shift). */}
      <Flex vertical gap={gap} aria-busy={isPending} style={isPending ? { visibility: 'hidden' } : undefined}>
        {sharedId ? (
          <div onClickCapture={onTagClick}>
            <SharedPlaylist id={sharedId} />
          </div>
        ) : null}
        {!isPending && !user ? <GuestBanner /> : null}
        {user && !user.emailVerified ? (
          <VerifyEmailWarning email={user.email} testId="verify-email-warning" />
        ) : null}
        {user ? <AddPlaylistPanel /> : null}
        <LeaderboardCard />
        <FilterPanel ref={filters} control={control} searching={searching} />
        {/* Capture: a card's #tag link narrows the current search rather than replacing it. */}
        <div onClickCapture={onTagClick}>
          <LatestPlaylists
            search={control.search}
            feed={feed}
            hiddenId={sharedId ?? undefined}
            onClear={() => {
              control.clear();
              // The button goes with the empty state: focus goes to the search box, as the panel's Clear.
              filters.current?.querySelector('input')?.focus();
            }}
          />
        </div>
      </Flex>
    </PageColumn>
  );
}
