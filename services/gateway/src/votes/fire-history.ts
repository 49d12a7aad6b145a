// Fire history = the vote service's page of playlist ids (newest fire first) + those playlists
// from the playlist service, in the same order; ids whose playlist is gone are skipped.
import type { FireVotedPage } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import type { ServiceClients } from '../clients';
import { toPlaylist } from '../playlists/playlist-mapper';

export async function fireHistoryPage(
  clients: Pick<ServiceClients, 'vote' | 'playlist'>,
  input: { userId: number; page: number; limit: number },
): Promise<FireVotedPage> {
  const { vote, playlist } = clients;
  const page = await unary(vote, vote.listFireVoted, input);
  if (page.playlistIds.length === 0) return { playlists: [], hasMore: page.hasMore, total: page.total };
  const found = await unary(playlist, playlist.getPlaylistsByIds, { playlistIds: page.playlistIds });
  const byId = new Map(found.playlists.map((p) => [p.id, p]));
  return {
    playlists: page.playlistIds.flatMap((id) => {
      const p = byId.get(id);
      return p ? [toPlaylist(p)] : [];
    }),
    hasMore: page.hasMore,
    total: page.total,
  };
}
