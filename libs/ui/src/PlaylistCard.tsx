// Playlist card used in lists (spec §2): header, covers, title and description, player, tags,
// the vote row, the share menu and, for the owner, the Edit menu with its tag editor. Below antd's
// `sm` (576 px) it is compact: smaller paddings and covers, the title beside the covers. In a list
// the title is the card's link to the playlist's page, and the covers go there too (for the mouse and
// touch only: one stop per card for the keyboard and one name for screen readers, the title's).
import { useCurrentUser, type Playlist } from '@sonic-nexus/api-client';
import type { VoteType } from '@sonic-nexus/contract';
import { Card } from './Card';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AlbumCovers } from './AlbumCovers';
import { EditMenu } from './EditMenu';
import { PlaylistCardHeader } from './PlaylistCardHeader';
import { PlaylistEmbed } from './PlaylistEmbed';
import { PlaylistTags } from './PlaylistTags';
import { ShareMenu } from './ShareMenu';
import { TagEditor } from './TagEditor';
import { VoteRow } from './VoteRow';
import { Flex } from './Flex';
import { Typography } from './Typography';
import { useWideScreen } from './use-wide-screen';

export interface PlaylistCardProps {
  playlist: Playlist;
  /** The signed-in user's vote on this playlist, from GET /api/user/votes or /user-vote. */
  userVote?: VoteType | null;
  /** Public profile cards hide the submitter (spec §2). */
  hideSubmitter?: boolean;
  /**
   * The detail page shows the description in its own section and has its own Share button
   * (spec §2): there the card leaves out both, so neither appears twice.
   */
  onDetailPage?: boolean;
  /** Extra marker next to the title, e.g. the history screen's 'Fired' badge. */
  badge?: ReactNode;
  onFireRemove?: () => void;
  onDeleted?: () => void;
  /** The title's heading level in the page's outline: 1 on the playlist page, 3 under a section. */
  titleLevel?: 1 | 2 | 3;
}

// A list's cards below the screen are styled, laid out and painted only as they come near it: the
// feed's first page otherwise did all ten cards in the task that showed it. The size stands in for
// a card not yet laid out (`auto`: the real one once it has been).
const offscreenSkipped: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 540px' };

/** The title as a link keeps the heading's colour. */
const titleLinkStyle: CSSProperties = { color: 'inherit' };

const playlistPagePath = (id: string) => `/playlists/${encodeURIComponent(id)}`;

export function PlaylistCard(props: PlaylistCardProps) {
  const {
    playlist,
    userVote,
    hideSubmitter,
    onDetailPage,
    badge,
    onFireRemove,
    onDeleted,
    titleLevel = 2,
  } = props;
  const { data: user } = useCurrentUser();
  const [editingTags, setEditingTags] = useState(false);
  const isOwner = Boolean(user && user.id === playlist.submittedBy);
  const compact = !useWideScreen();
  const pagePath = playlistPagePath(playlist.id);
  const covers = <AlbumCovers urls={playlist.albumArtUrls} width={compact ? 84 : 150} />;

  return (
    <Card
      data-testid="playlist-card"
      data-playlist-id={playlist.id}
      data-compact={compact}
      style={onDetailPage ? undefined : offscreenSkipped}
      styles={{ body: { padding: compact ? 12 : undefined } }}
    >
      <Flex vertical gap={compact ? 10 : 14}>
        <PlaylistCardHeader playlist={playlist} hideSubmitter={hideSubmitter} />
        {/* Compact: the title sits beside small covers rather than under 150 px ones. */}
        <Flex gap={compact ? 12 : 16} wrap={!compact} align="flex-start">
          {onDetailPage ? (
            covers
          ) : (
            <Link
              to={pagePath}
              tabIndex={-1}
              aria-hidden
              style={{ display: 'block', flexShrink: 0 }}
              data-testid="cover-link"
            >
              {covers}
            </Link>
          )}
          <Flex vertical style={{ flex: compact ? '1 1 0' : '1 1 240px', minWidth: 0 }}>
            <Flex align="center" gap={8} wrap>
              <Typography.Title
                level={titleLevel}
                style={{ margin: 0, fontSize: compact ? 17 : 20, overflowWrap: 'anywhere' }}
                data-testid="playlist-title"
              >
                {onDetailPage ? (
                  playlist.title
                ) : (
                  <Link to={pagePath} style={titleLinkStyle} data-testid="playlist-title-link">
                    {playlist.title}
                  </Link>
                )}
              </Typography.Title>
              {badge}
            </Flex>
            {playlist.description && !onDetailPage ? (
              <Typography.Paragraph
                style={{
                  marginTop: compact ? 4 : 8,
                  marginBottom: compact ? 0 : undefined,
                  overflowWrap: 'anywhere',
                }}
                data-testid="playlist-description"
              >
                {playlist.description}
              </Typography.Paragraph>
            ) : null}
          </Flex>
        </Flex>
        <PlaylistEmbed
          embedUrl={playlist.embedUrl}
          playlistUrl={playlist.playlistUrl}
          title={playlist.title}
          platform={playlist.platform}
          compact={compact}
        />
        {editingTags ? (
          <TagEditor
            playlistId={playlist.id}
            initialTags={playlist.tags}
            onClose={() => setEditingTags(false)}
          />
        ) : (
          <PlaylistTags tags={playlist.tags} />
        )}
        <Flex justify="space-between" align="flex-start" gap={compact ? 8 : 12} wrap>
          <VoteRow playlist={playlist} userVote={userVote} onFireRemove={onFireRemove} />
          <Flex gap={8} wrap>
            {onDetailPage ? null : <ShareMenu playlist={playlist} />}
            {isOwner ? (
              <EditMenu
                playlistId={playlist.id}
                hasTags={playlist.tags.length > 0}
                onEditTags={() => setEditingTags(true)}
                onDeleted={onDeleted}
              />
            ) : null}
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
