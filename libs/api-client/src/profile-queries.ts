// Reading a user's profile (spec §7): the user with their playlists, the six statistics counts and
// the most-played artist.
import { apiRoutes } from '@sonic-nexus/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from './call-route';
import { queryKeys } from './query-keys';

/** A valid id is a positive whole number; anything else is never asked for. */
const askable = (userId: number | undefined): userId is number =>
  userId !== undefined && Number.isInteger(userId) && userId > 0;

/** The user and their playlists (the public profile and the settings' playlist activity). */
export function useUserProfile(userId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.profile(userId ?? 0),
    queryFn: ({ signal }) => callRoute(apiRoutes.getProfile, { params: { id: userId ?? 0 }, signal }),
    enabled: askable(userId),
  });
}

/** Account Statistics: counts move with every vote and follow anywhere, so each visit asks again. */
export function useUserStats(userId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.stats(userId ?? 0),
    queryFn: ({ signal }) => callRoute(apiRoutes.getStats, { params: { id: userId ?? 0 }, signal }),
    enabled: askable(userId),
    refetchOnMount: 'always',
  });
}

/** The artist, or null when unknown; the page hides the line then and on any error (DESIGN §8). */
export function useMostPlayedArtist(userId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.mostPlayedArtist(userId ?? 0),
    queryFn: async ({ signal }) =>
      (await callRoute(apiRoutes.getMostPlaylistedArtist, { params: { userId: userId ?? 0 }, signal }))
        .artist,
    enabled: askable(userId),
  });
}
