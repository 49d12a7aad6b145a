// Card header (spec §2): platform badge, 'by @username' with picture or initial (→ /users/{id}),
// and the relative time.
import { usePlaylistSubmitter, type Playlist } from '@sonic-nexus/api-client';
import { Link } from 'react-router';
import { Avatar } from './Avatar';
import { PlatformBadge } from './PlatformBadge';
import { RelativeTime } from './RelativeTime';
import { Flex } from './Flex';
import { Typography } from './Typography';
import { useNearScreen } from './use-near-screen';

function Submitter({ playlist }: { playlist: Playlist }) {
  // The name comes with the playlist; only the picture needs the submitter's profile.
  const [ref, near] = useNearScreen<HTMLAnchorElement>();
  const submitter = usePlaylistSubmitter(playlist.submittedBy, near);
  const username = playlist.username ?? submitter.data?.username ?? 'Unknown';
  return (
    <Link ref={ref} to={`/users/${playlist.submittedBy}`} data-testid="submitter-link">
      <Flex align="center" gap={6}>
        <Avatar username={username} pictureUrl={submitter.data?.profilePictureUrl} size={24} />
        <Typography.Text type="secondary">by @{username}</Typography.Text>
      </Flex>
    </Link>
  );
}

export function PlaylistCardHeader({
  playlist,
  hideSubmitter,
}: {
  playlist: Playlist;
  hideSubmitter?: boolean;
}) {
  return (
    <Flex gap={8} align="center" wrap>
      <PlatformBadge platform={playlist.platform} />
      {hideSubmitter ? null : <Submitter playlist={playlist} />}
      <RelativeTime at={playlist.createdAt} />
    </Flex>
  );
}
