// The embedded player titled 'Playlist Preview' (height 352) with 'Open in App', or a plain
// 'Listen to Playlist' link when no embed can be built (spec §2). Both open in a new tab.
// The platform's player (an iframe with its own scripts, hundreds of KB each) loads only when the
// listener asks for it: until then the card shows a play button, so a feed of ten cards does not
// load ten third-party players (issue 11).
import { PlayCircleFilled } from '@ant-design/icons';
import { EMBED_HEIGHT, platformLabel } from '@sonic-nexus/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { cosmicColors } from './cosmic-theme';
import { Flex } from './Flex';

interface PlaylistEmbedProps {
  embedUrl: string | null;
  playlistUrl: string;
  title: string;
  platform: string;
  /** Phones: a regular-size play button rather than a large one. */
  compact?: boolean;
}

export function PlaylistEmbed({ embedUrl, playlistUrl, title, platform, compact }: PlaylistEmbedProps) {
  const [playing, setPlaying] = useState(false);
  if (!embedUrl) {
    return (
      <Button href={playlistUrl} target="_blank" rel="noopener noreferrer" data-testid="listen-link">
        Listen to Playlist
      </Button>
    );
  }
  return (
    <Flex vertical gap={6}>
      {playing ? (
        <iframe
          title="Playlist Preview"
          src={embedUrl}
          height={EMBED_HEIGHT}
          width="100%"
          allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
          style={{ border: 0, borderRadius: 12 }}
          data-testid="playlist-embed"
        />
      ) : (
        <Button
          size={compact ? 'middle' : 'large'}
          icon={<PlayCircleFilled aria-hidden />}
          onClick={() => setPlaying(true)}
          // The visible words start the name (WCAG 2.5.3, label in name).
          aria-label={`Play preview of ${title} on ${platformLabel(platform)}`}
          style={{ alignSelf: 'flex-start', borderColor: cosmicColors.accent }}
          data-testid="play-embed"
        >
          Play preview
        </Button>
      )}
      <a href={playlistUrl} target="_blank" rel="noopener noreferrer" data-testid="open-in-app-link">
        Open in App
      </a>
    </Flex>
  );
}
