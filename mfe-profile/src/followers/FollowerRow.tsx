// One follower (spec §2): avatar (picture or first letter), username and 'View Profile'.
import type { PublicUser } from '@sonic-nexus/contract';
import { Avatar, Card, cosmicColors, Flex, Typography } from '@sonic-nexus/ui';
import { Link } from 'react-router';

export function FollowerRow({ follower }: { follower: PublicUser }) {
  return (
    <Card size="small" data-testid="follower-row">
      <Flex align="center" gap={12} wrap>
        <Avatar username={follower.username} pictureUrl={follower.profilePictureUrl} size={40} />
        <Typography.Text
          strong
          style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          data-testid="follower-username"
        >
          {follower.username}
        </Typography.Text>
        <Link
          to={`/users/${follower.id}`}
          // The visible text plus whose profile, so a list of links read out of context stays clear.
          aria-label={`View Profile of ${follower.username}`}
          style={{ color: cosmicColors.accent }}
          data-testid="view-profile-link"
        >
          View Profile
        </Link>
      </Flex>
    </Card>
  );
}
