// Home feed (/). In spec order; the verification warning, add-playlist form, leaderboard card and
// filters arrive with the feed issue.
import { useCurrentUser } from '@sonic-nexus/api-client';
import { Flex } from 'antd';
import { CosmicHeader } from './CosmicHeader';
import { GuestBanner } from './GuestBanner';
import { LatestPlaylists } from './LatestPlaylists';

export function HomePage() {
  const { data: user, isPending } = useCurrentUser();
  return (
    <Flex
      vertical
      gap={24}
      style={{ maxWidth: 820, margin: '0 auto', padding: '0 16px 32px' }}
      data-testid="home-page"
    >
      <CosmicHeader />
      {!isPending && !user ? <GuestBanner /> : null}
      <LatestPlaylists />
    </Flex>
  );
}
