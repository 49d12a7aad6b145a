// Public users and profiles (spec §2 "Public user profile", §7): anyone may read them; they never
// carry an email. A profile is the user and their playlists, asked of both services at once; the
// statistics come from the three contexts that own them.
import { apiRoutes } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import type { Router } from 'express';
import { apiRouter } from '../http/api-router';
import type { ServiceClients } from '../clients';
import { bindRoute } from '../http/bind-route';
import { toPlaylist } from '../playlists/playlist-mapper';
import { toPublicUser } from './public-user';

export interface ProfileDeps {
  clients: Pick<ServiceClients, 'user' | 'playlist' | 'vote'>;
}

export function profileRoutes(deps: ProfileDeps): Router {
  const { user, playlist, vote } = deps.clients;
  const router = apiRouter();

  bindRoute(router, apiRoutes.getUser, async ({ params }) =>
    toPublicUser(await unary(user, user.getUser, { userId: params.id })),
  );

  bindRoute(router, apiRoutes.getProfile, async ({ params }) => {
    const [found, theirs] = await Promise.all([
      unary(user, user.getUser, { userId: params.id }),
      unary(playlist, playlist.listUserPlaylists, { userId: params.id }),
    ]);
    return { user: toPublicUser(found), playlists: theirs.playlists.map(toPlaylist) };
  });

  // Account Statistics (spec §2): each context counts its own, all asked at once; unknown is 404.
  bindRoute(router, apiRoutes.getStats, async ({ params }) => {
    const userId = params.id;
    const [, playlists, votes, follows] = await Promise.all([
      unary(user, user.getUser, { userId }),
      unary(playlist, playlist.countUserPlaylists, { userId }),
      unary(vote, vote.getUserVoteStats, { userId }),
      unary(user, user.getFollowCounts, { userId }),
    ]);
    return {
      playlistCount: playlists.count,
      fireVotes: votes.fireVotes,
      thumbsUpVotes: votes.thumbsUpVotes,
      trashVotes: votes.trashVotes,
      followerCount: follows.followerCount,
      followingCount: follows.followingCount,
    };
  });

  return router;
}
