// The profile's playlists (spec §2): 'Your Playlists' or "{username}'s Playlists" with a count,
// the cards without their submitter and with the viewer's votes, or the empty text.
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useCurrentUser, useUserVotes, type Playlist } from '@sonic-nexus/api-client';
import { cosmicColors, Flex, PlaylistCard, Typography } from '@sonic-nexus/ui';
import { Tag } from 'antd';

interface ProfilePlaylistsProps {
  playlists: Playlist[];
  username: string;
  isOwn: boolean;
}

export function ProfilePlaylists({ playlists, username, isOwn }: ProfilePlaylistsProps) {
  const { data: viewer } = useCurrentUser();
  const votes = useUserVotes(
    playlists.map((playlist) => playlist.id),
    Boolean(viewer),
  );
  return (
    <section aria-labelledby="profile-playlists-title" data-testid="profile-playlists">
      <Flex align="center" gap={10} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} id="profile-playlists-title" style={{ margin: 0, fontSize: 22 }}>
          {isOwn ? 'Your Playlists' : `${username}'s Playlists`}
        </Typography.Title>
        <Tag color="purple" style={{ fontSize: 14 }} data-testid="profile-playlist-count">
          {playlists.length}
        </Tag>
      </Flex>
      {playlists.length === 0 ? (
        <Flex
          vertical
          align="center"
          gap={8}
          style={{ padding: '32px 16px', border: `1px dashed ${cosmicColors.border}`, borderRadius: 12 }}
        >
          <CustomerServiceOutlined aria-hidden style={{ fontSize: 32, color: cosmicColors.muted }} />
          <Typography.Text style={{ color: cosmicColors.muted }} data-testid="profile-playlists-empty">
            {isOwn ? "You haven't submitted any playlists yet" : 'No playlists submitted yet'}
          </Typography.Text>
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          {playlists.map((playlist) => (
            <PlaylistCard
              key={playlist.id}
              playlist={playlist}
              userVote={votes.data?.[playlist.id] ?? null}
              hideSubmitter
              titleLevel={3}
            />
          ))}
        </Flex>
      )}
    </section>
  );
}
