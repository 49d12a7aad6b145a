// The most-played artist of a user's public profile (spec §7, DESIGN §8): the artist on most of
// their playlists, from the platforms' oEmbed authors, or null when none is known (the profile then
// hides the line). Like the other /api/users/{id}/* reads, an unknown or deleted user is 404: the
// user and the artist are asked at once.
import { apiRoutes } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import type { Router } from 'express';
import { apiRouter } from '../http/api-router';
import type { ServiceClients } from '../clients';
import { bindRoute } from '../http/bind-route';

export interface ArtistDeps {
  clients: Pick<ServiceClients, 'user' | 'playlist'>;
}

export function artistRoutes(deps: ArtistDeps): Router {
  const { user, playlist } = deps.clients;
  const router = apiRouter();

  bindRoute(router, apiRoutes.getMostPlaylistedArtist, async ({ params }) => {
    const { userId } = params;
    const [, answer] = await Promise.all([
      unary(user, user.getUser, { userId }),
      unary(playlist, playlist.getMostPlaylistedArtist, { userId }),
    ]);
    return { artist: answer.artist ?? null };
  });

  return router;
}
