import { vote } from '@sonic-nexus/proto';
import { unaryHandler } from '@sonic-nexus/service-kit';
import type pino from 'pino';
import { castVote } from '../use-cases/cast-vote';
import type { Deps } from '../use-cases/deps';
import {
  getTallies,
  getUserVote,
  getUserVotes,
  getUserVoteStats,
  listFireVoted,
} from '../use-cases/read-votes';
import { voteTypeFromProto, voteTypeToProto } from '../voting/proto-vote-type';

/** Thin gRPC layer: decode → use case → proto; errors are mapped by unaryHandler. */
export function voteServiceImpl(deps: Deps, logger: pino.Logger): vote.VoteServiceServer {
  return {
    castVote: unaryHandler(logger, async ({ seenVote, ...req }: vote.CastVoteRequest) => {
      const result = await castVote(deps, {
        ...req,
        voteType: voteTypeFromProto(req.voteType),
        ...(seenVote === undefined ? {} : { seenVote: voteTypeFromProto(seenVote) }),
      });
      return { userVote: voteTypeToProto(result.userVote), tallies: result.tallies };
    }),
    getUserVote: unaryHandler(logger, async (req: vote.UserVoteRequest) => ({
      userVote: voteTypeToProto(getUserVote(deps, req)),
    })),
    getUserVotes: unaryHandler(logger, async (req: vote.UserVotesRequest) => {
      const votes = getUserVotes(deps, req);
      return {
        votes: Object.fromEntries(Object.entries(votes).map(([id, type]) => [id, voteTypeToProto(type)])),
      };
    }),
    listFireVoted: unaryHandler(logger, async (req: vote.FireVotedRequest) => listFireVoted(deps, req)),
    getUserVoteStats: unaryHandler(logger, async (req: vote.UserIdRequest) =>
      getUserVoteStats(deps, req.userId),
    ),
    getTallies: unaryHandler(logger, async (req: vote.TalliesRequest) => ({
      tallies: getTallies(deps, req.playlistIds),
    })),
  };
}
