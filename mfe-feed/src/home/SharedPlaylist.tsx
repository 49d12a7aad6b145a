// A share link (/?playlist={id}, spec §2) pins the shared playlist above the feed.
import { useCurrentUser, usePlaylist, useUserVote } from '@sonic-nexus/api-client';
import { Flex, PlaylistCard, Typography } from '@sonic-nexus/ui';

export function SharedPlaylist({ id }: { id: string }) {
  const { data: user } = useCurrentUser();
  const playlist = usePlaylist(id);
  const vote = useUserVote(id, Boolean(user));
  if (!playlist.data) return null;
  return (
    <Flex vertical gap={8} data-testid="shared-playlist">
      <Typography.Text type="secondary">Shared with you</Typography.Text>
      <PlaylistCard playlist={playlist.data} userVote={vote.data?.userVote ?? null} />
    </Flex>
  );
}
