import { vote } from '@sonic-nexus/proto';
import { unaryHandler } from '@sonic-nexus/service-kit';
import type pino from 'pino';
import { castVote } from '../use-cases/cast-vote';
import type { VoteStores } from '../use-cases/playlist-tallies';
import {
  getTallies,
  getUserVote,
  getUserVotes,
  getUserVoteStats,
  listFireVoted,
} from '../use-cases/read-votes';
import { voteTypeFromProto, voteTypeToProto } from './vote-type';

/** Thin gRPC layer: decode → use case → proto; errors are mapped by unaryHandler. */
export function voteServiceImpl(stores: VoteStores, logger: pino.Logger): vote.VoteServiceServer {
  return {
    castVote: unaryHandler(logger, async (req: vote.CastVoteRequest) => {
      const result = await castVote(stores, { ...req, voteType: voteTypeFromProto(req.voteType) });
      return { userVote: voteTypeToProto(result.userVote), tallies: result.tallies };
    }),
    getUserVote: unaryHandler(logger, async (req: vote.UserVoteRequest) => ({
      userVote: voteTypeToProto(await getUserVote(stores, req.playlistId, req.userId)),
    })),
    getUserVotes: unaryHandler(logger, async (req: vote.UserVotesRequest) => {
      const votes = await getUserVotes(stores, req.userId, req.playlistIds);
      return {
        votes: Object.fromEntries(Object.entries(votes).map(([id, type]) => [id, voteTypeToProto(type)])),
      };
    }),
    listFireVoted: unaryHandler(logger, (req: vote.FireVotedRequest) => listFireVoted(stores, req)),
    getUserVoteStats: unaryHandler(logger, (req: vote.UserIdRequest) => getUserVoteStats(stores, req.userId)),
    getTallies: unaryHandler(logger, async (req: vote.TalliesRequest) => ({
      tallies: await getTallies(stores, req.playlistIds),
    })),
  };
}
