// My Playlist Activity (spec §2): the user's playlists in a list that scrolls past about 24rem;
// each with title, platform, description, tags, fire and trash counts, date and a link out.
import { CustomerServiceOutlined, ExportOutlined } from '@ant-design/icons';
import { useUserProfile, type Playlist } from '@sonic-nexus/api-client';
import { platformLabel } from '@sonic-nexus/contract';
import { cosmicColors, Flex, PlatformBadge, Typography, VoteIcon } from '@sonic-nexus/ui';
import { Alert, Button, Skeleton } from 'antd';
import { SectionCard } from './SectionCard';

const createdOn = (createdAt: string) =>
  new Date(createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

function ActivityItem({ playlist }: { playlist: Playlist }) {
  return (
    <li
      data-testid="activity-item"
      style={{ listStyle: 'none', padding: '12px 0', borderBottom: `1px solid ${cosmicColors.border}` }}
    >
      <Flex justify="space-between" align="flex-start" gap={8}>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Flex align="center" gap={8} wrap>
            <Typography.Text strong style={{ fontSize: 16 }} data-testid="activity-title">
              {playlist.title}
            </Typography.Text>
            <PlatformBadge platform={playlist.platform} />
          </Flex>
          {playlist.description ? (
            <Typography.Text style={{ color: cosmicColors.muted, overflowWrap: 'anywhere' }}>
              {playlist.description}
            </Typography.Text>
          ) : null}
          {playlist.tags.length > 0 ? (
            <Flex gap={8} wrap data-testid="activity-tags">
              {playlist.tags.map((tag) => (
                <Typography.Text key={tag} style={{ color: cosmicColors.accent }}>
                  #{tag}
                </Typography.Text>
              ))}
            </Flex>
          ) : null}
          <Flex gap={14} wrap align="center">
            <span data-testid="activity-fire">
              <VoteIcon type="fire" labelled="Fire votes:" /> {playlist.fireVotes}
            </span>
            <span data-testid="activity-trash">
              <VoteIcon type="trash" labelled="Trash votes:" /> {playlist.trashVotes}
            </span>
            <Typography.Text style={{ color: cosmicColors.muted }} data-testid="activity-date">
              {createdOn(playlist.createdAt)}
            </Typography.Text>
          </Flex>
        </Flex>
        <a
          href={playlist.playlistUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open ${playlist.title} on ${platformLabel(playlist.platform)}`}
          data-testid="activity-link"
          style={{ padding: 6, flexShrink: 0 }}
        >
          <ExportOutlined />
        </a>
      </Flex>
    </li>
  );
}

export function PlaylistActivity({ userId }: { userId: number }) {
  const profile = useUserProfile(userId);
  let body;
  if (profile.isPending) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (profile.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        message="Your playlists could not be loaded."
        action={
          <Button size="small" onClick={() => void profile.refetch()}>
            Retry
          </Button>
        }
      />
    );
  } else if (profile.data.playlists.length === 0) {
    body = (
      <Flex vertical align="center" gap={4} style={{ padding: '24px 8px' }} data-testid="activity-empty">
        <CustomerServiceOutlined aria-hidden style={{ fontSize: 32, color: cosmicColors.muted }} />
        <Typography.Text strong>No playlists yet</Typography.Text>
        <Typography.Text style={{ color: cosmicColors.muted }}>
          Share your first playlist to see it here!
        </Typography.Text>
      </Flex>
    );
  } else {
    body = (
      <ul
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list needs focus to scroll by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label="My Playlist Activity"
        data-testid="activity-list"
        style={{ maxHeight: '24rem', overflowY: 'auto', margin: 0, padding: '0 4px 0 0' }}
      >
        {profile.data.playlists.map((playlist) => (
          <ActivityItem key={playlist.id} playlist={playlist} />
        ))}
      </ul>
    );
  }
  return (
    <SectionCard title="My Playlist Activity" testId="playlist-activity-section">
      {body}
    </SectionCard>
  );
}
