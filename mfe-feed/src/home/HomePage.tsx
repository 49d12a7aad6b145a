// Home feed (/), in spec order: cosmic header, guest banner, verification warning, add-playlist
// form, leaderboard card, filter and search panel, then the paged list of latest playlists.
import { useCurrentUser, type FeedFilters } from '@sonic-nexus/api-client';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AddPlaylistPanel } from '../add-playlist/AddPlaylistPanel';
import { PageColumn } from '../common/PageColumn';
import { LeaderboardCard } from '../leaderboard/LeaderboardCard';
import { CosmicHeader } from './CosmicHeader';
import { feedAddress, filtersFromSearch } from './feed-filters';
import { FilterPanel } from './FilterPanel';
import { GuestBanner } from './GuestBanner';
import { LatestPlaylists } from './LatestPlaylists';
import { SharedPlaylist } from './SharedPlaylist';
import { VerifyEmailWarning } from './VerifyEmailWarning';

const SEARCH_PAUSE_MS = 300;

export function HomePage() {
  const { data: user, isPending } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFromSearch(searchParams);
  const sharedId = searchParams.get('playlist');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const changeFilters = (next: FeedFilters) => navigate(feedAddress(next), { replace: true });

  return (
    <PageColumn testId="home-page" gap={24} padding="0 16px 32px">
      <CosmicHeader />
      {!isPending && !user ? <GuestBanner /> : null}
      {user && !user.emailVerified ? <VerifyEmailWarning /> : null}
      {user ? <AddPlaylistPanel /> : null}
      <LeaderboardCard />
      <FilterPanel
        filters={filters}
        onFiltersChange={changeFilters}
        search={search}
        onSearchChange={setSearch}
      />
      {sharedId ? <SharedPlaylist id={sharedId} /> : null}
      <LatestPlaylists search={{ ...filters, q }} />
    </PageColumn>
  );
}
