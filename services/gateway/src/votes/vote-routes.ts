// Votes, the user's votes and fire history (vote service, composed with playlists).
import { apiRoutes, serverMessages } from '@sonic-nexus/contract';
import { status } from '@grpc/grpc-js';
import { isGrpcError, unary } from '@sonic-nexus/service-kit';
import type { Router } from 'express';
import { apiRouter } from '../http/api-router';
import { gatewayLimits, type LimitDeps } from '../accounts/gateway-limits';
import type { ServiceClients } from '../clients';
import { bindRoute } from '../http/bind-route';
import { HttpError } from '../http/http-error';
import type { DeletedHere } from '../playlists/deleted-here';
import { fireHistoryPage } from './fire-history';
import {
  seenVoteToProto,
  toUserVotes,
  toVoteResult,
  voteTypeFromProto,
  voteTypeToProto,
} from './vote-type-mapper';

/** Votes are composed with playlists: a cast may check the playlist exists, fire history shows them. */
export interface VoteDeps extends LimitDeps {
  clients: Pick<ServiceClients, 'vote' | 'playlist'>;
  /** playlists deleted through this gateway moments ago (playlists/deleted-here.ts) */
  deletedHere: DeletedHere;
}

export function voteRoutes(deps: VoteDeps): Router {
  const { vote, playlist } = deps.clients;
  const router = apiRouter();
  const limits = gatewayLimits(deps);

  // 'verified' in the contract: bindRoute answers 401 for guests and 403 for unverified users.
  // Every cast counts against the user's vote limit (429 beyond: RATE_LIMIT_VOTE_*).
  bindRoute(router, apiRoutes.castVote, async ({ params, body, user, res }) => {
    await limits.vote(String(user.id), res);
    const cast = (playlistConfirmed: boolean) =>
      unary(vote, vote.castVote, {
        playlistId: params.id,
        userId: user.id,
        voterEmailVerified: user.emailVerified,
        voteType: voteTypeToProto(body.voteType),
        playlistConfirmed,
        seenVote: seenVoteToProto(body.previousVote),
      });
    if (deps.deletedHere.has(params.id)) throw new HttpError(404, serverMessages.playlistNotFound);
    try {
      return toVoteResult(await cast(false));
    } catch (err) {
      // The vote service knows playlists from playlist.created; one it has not heard of yet is
      // checked here (404 when it does not exist) and the cast made again, confirmed.
      if (!isGrpcError(err) || err.code !== status.FAILED_PRECONDITION) throw err;
      await unary(playlist, playlist.getPlaylist, { playlistId: params.id });
      return toVoteResult(await cast(true));
    }
  });

  bindRoute(router, apiRoutes.getUserVote, async ({ params, user }) => {
    if (deps.deletedHere.has(params.id)) throw new HttpError(404, serverMessages.playlistNotFound);
    const res = await unary(vote, vote.getUserVote, { playlistId: params.id, userId: user.id });
    const userVote = voteTypeFromProto(res.userVote);
    // No vote may also mean no such playlist: that is a 404, told by a lookup by key.
    if (userVote === null) await unary(playlist, playlist.getPlaylist, { playlistId: params.id });
    return { userVote };
  });

  bindRoute(router, apiRoutes.getUserVotes, async ({ query, user }) =>
    toUserVotes(await unary(vote, vote.getUserVotes, { userId: user.id, playlistIds: query.ids })),
  );

  bindRoute(router, apiRoutes.listFireVoted, async ({ query, user }) =>
    fireHistoryPage(deps.clients, { userId: user.id, page: query.page, limit: query.limit }),
  );

  return router;
}
