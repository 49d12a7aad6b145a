// A list of cards with the signed-in user's votes on them, fetched in one call (spec §7).
import { useCurrentUser, useUserVotes, type Playlist } from '@sonic-nexus/api-client';
import { Flex, PlaylistCard, type PlaylistCardProps } from '@sonic-nexus/ui';

export interface VotedPlaylistCardsProps {
  playlists: Playlist[];
  cardProps?: (playlist: Playlist) => Partial<PlaylistCardProps>;
}

export function VotedPlaylistCards({ playlists, cardProps }: VotedPlaylistCardsProps) {
  const { data: user } = useCurrentUser();
  const votes = useUserVotes(
    playlists.map((playlist) => playlist.id),
    Boolean(user),
  );
  return (
    <Flex vertical gap={16}>
      {playlists.map((playlist) => (
        <PlaylistCard
          key={playlist.id}
          playlist={playlist}
          userVote={votes.data?.[playlist.id] ?? null}
          {...cardProps?.(playlist)}
        />
      ))}
    </Flex>
  );
}
