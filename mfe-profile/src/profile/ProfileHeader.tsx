// The profile's head (spec §2): avatar (with the camera on one's own), username, follower and
// following counts, 'Most played: {artist}' when known, the bio and, for other signed-in
// viewers, Follow/Following.
import { useFollowCounts, useMostPlayedArtist } from '@sonic-nexus/api-client';
import type { PublicUser } from '@sonic-nexus/contract';
import { pictureMessages } from '@sonic-nexus/contract';
import CustomerServiceFilled from '@ant-design/icons-svg/es/asn/CustomerServiceFilled';
import { Avatar, Card, cosmicColors, Flex, SvgIcon, Typography } from '@sonic-nexus/ui';
import { BioText } from '../bio/BioText';
import { bioPlaceholders } from '../bio/bio-placeholders';
import { CameraPictureButton, PICTURE_NOTE_ID } from './CameraPictureButton';
import { FollowButton } from './FollowButton';

interface ProfileHeaderProps {
  user: PublicUser;
  isOwn: boolean;
  signedIn: boolean;
}

function Count({ value, label, testId }: { value: number | undefined; label: string; testId: string }) {
  return (
    <span data-testid={testId}>
      <strong style={{ fontSize: 18 }}>{value ?? '...'}</strong>{' '}
      <span style={{ color: cosmicColors.muted }}>{label}</span>
    </span>
  );
}

function MostPlayed({ userId }: { userId: number }) {
  const artist = useMostPlayedArtist(userId);
  // Unknown (null) and any error hide the line (DESIGN §8).
  if (!artist.data) return null;
  return (
    <Typography.Text data-testid="most-played">
      <SvgIcon definition={CustomerServiceFilled} style={{ color: cosmicColors.lavender }} /> Most played:{' '}
      {artist.data}
    </Typography.Text>
  );
}

export function ProfileHeader({ user, isOwn, signedIn }: ProfileHeaderProps) {
  const counts = useFollowCounts(user.id);
  return (
    <Card data-testid="profile-header">
      <Flex gap={24} wrap align="flex-start">
        <Flex vertical align="center" gap={8} style={{ flex: '0 0 auto', margin: '0 auto' }}>
          <div style={{ position: 'relative' }} data-testid="profile-avatar">
            <Avatar username={user.username} pictureUrl={user.profilePictureUrl} size={112} />
            {isOwn ? <CameraPictureButton /> : null}
          </div>
          {isOwn ? (
            <Typography.Text
              id={PICTURE_NOTE_ID}
              style={{ color: cosmicColors.muted, fontSize: 12, maxWidth: 180, textAlign: 'center' }}
            >
              {pictureMessages.hintPublic}
            </Typography.Text>
          ) : null}
        </Flex>
        <Flex vertical gap={10} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Typography.Title
              level={1}
              style={{ margin: 0, fontSize: 30, overflowWrap: 'anywhere' }}
              data-testid="profile-username"
            >
              {user.username}
            </Typography.Title>
            {signedIn && !isOwn ? <FollowButton userId={user.id} username={user.username} /> : null}
          </Flex>
          <Flex gap={20} wrap>
            <Count value={counts.data?.followerCount} label="Followers" testId="follower-count" />
            <Count value={counts.data?.followingCount} label="Following" testId="following-count" />
          </Flex>
          <MostPlayed userId={user.id} />
          {user.bio ? (
            <BioText bio={user.bio} testId="profile-bio" />
          ) : (
            <Typography.Text
              style={{ color: cosmicColors.muted }}
              italic
              data-testid="profile-bio-placeholder"
            >
              {isOwn ? bioPlaceholders.ownProfile : bioPlaceholders.othersProfile}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
