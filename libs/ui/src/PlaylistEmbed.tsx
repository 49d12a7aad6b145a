// The embedded player titled 'Playlist Preview' (height 352) with 'Open in App', or a plain
// 'Listen to Playlist' link when no embed can be built (spec §2). Both open in a new tab.
import { EMBED_HEIGHT } from '@sonic-nexus/contract';
import { Button, Flex } from 'antd';

export function PlaylistEmbed({ embedUrl, playlistUrl }: { embedUrl: string | null; playlistUrl: string }) {
  if (!embedUrl) {
    return (
      <Button href={playlistUrl} target="_blank" rel="noopener noreferrer" data-testid="listen-link">
        Listen to Playlist
      </Button>
    );
  }
  return (
    <Flex vertical gap={6}>
      <iframe
        title="Playlist Preview"
        src={embedUrl}
        height={EMBED_HEIGHT}
        width="100%"
        loading="lazy"
        allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
        style={{ border: 0, borderRadius: 12 }}
        data-testid="playlist-embed"
      />
      <a href={playlistUrl} target="_blank" rel="noopener noreferrer" data-testid="open-in-app-link">
        Open in App
      </a>
    </Flex>
  );
}
