import type { Deps } from './deps';
import { checkUserId } from './user-id';

/**
 * The artist on most of the user's playlists (DESIGN §8 "Most-played artist"), from the platforms'
 * oEmbed authors; among equals, the one on the user's newest playlist. Null when none is known
 * (no playlist, none enriched yet, or platforms that name no author). From the read model only.
 */
export function mostPlayedArtist(deps: Deps, userId: number): string | null {
  return deps.playlists.mostPlayedArtist(checkUserId(userId));
}
