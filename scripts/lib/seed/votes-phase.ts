// Votes: each voter's existing votes are read first (a cast of the same type again would remove
// a vote), then the missing ones are cast through the vote service as the gateway does for a
// verified user.
import { vote } from '@sonic-nexus/proto';
import { unary } from '@sonic-nexus/service-kit';
import { USER_VOTES_MAX_IDS } from '@sonic-nexus/contract';
import { planVotes, type SeedVote, type SeedVoteType } from './content';
import { forEachLimited } from './pool';
import { startPhase, type PhaseResult } from './progress';
import { WRITE_CALL, type SeedContext, type SeededUser } from './seed-context';

const PROTO_TYPE: Record<SeedVoteType, vote.VoteType> = {
  fire: vote.VoteType.VOTE_TYPE_FIRE,
  thumbs_up: vote.VoteType.VOTE_TYPE_THUMBS_UP,
  trash: vote.VoteType.VOTE_TYPE_TRASH,
};

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export async function seedVotes(
  ctx: SeedContext,
  users: SeededUser[],
  playlistIds: Array<string | undefined>,
): Promise<PhaseResult> {
  const { seed, users: userCount, votes: count, concurrency } = ctx.options;
  const plan = planVotes(seed, userCount, playlistIds.length, count);
  const phase = startPhase('votes', plan.length, ctx.sink);
  const voters = new Map(users.map((u) => [u.index, u]));
  if (plan.length > 0 && !users.some((u) => u.verified)) {
    phase.skip('no seeded user is verified, and only verified users may vote');
    return phase.finish();
  }
  const byVoter = new Map<number, SeedVote[]>();
  for (const v of plan) {
    const list = byVoter.get(v.voter);
    if (list) list.push(v);
    else byVoter.set(v.voter, [v]);
  }

  const client = ctx.clients.vote;
  const toCast: Array<{ voter: SeededUser; playlistId: string; type: SeedVoteType }> = [];
  await forEachLimited([...byVoter.entries()], concurrency, async ([voterIndex, votes]) => {
    const voter = voters.get(voterIndex);
    const castable: Array<{ playlistId: string; type: SeedVoteType }> = [];
    for (const v of votes) {
      const playlistId = playlistIds[v.playlist];
      if (!voter) phase.failed(new Error(`voter ${voterIndex + 1} was not seeded`));
      else if (!voter.verified) phase.failed(new Error(`${voter.username} is not verified, so may not vote`));
      else if (!playlistId) phase.failed(new Error(`playlist ${v.playlist} was not seeded`));
      else castable.push({ playlistId, type: v.type });
    }
    if (!voter || castable.length === 0) return;
    for (const batch of chunks(castable, USER_VOTES_MAX_IDS)) {
      try {
        const { votes: existing } = await unary(
          client,
          client.getUserVotes,
          { userId: voter.id, playlistIds: batch.map((c) => c.playlistId) },
          WRITE_CALL,
        );
        for (const c of batch) {
          const current = existing[c.playlistId];
          if (current === undefined || current === vote.VoteType.VOTE_TYPE_UNSPECIFIED)
            toCast.push({ voter, ...c });
          else phase.existing();
        }
      } catch (err) {
        batch.forEach(() => phase.failed(err));
      }
    }
  });

  await forEachLimited(toCast, concurrency, async ({ voter, playlistId, type }) => {
    try {
      const res = await unary(
        client,
        client.castVote,
        {
          playlistId,
          userId: voter.id,
          voterEmailVerified: voter.verified,
          voteType: PROTO_TYPE[type],
          playlistConfirmed: true, // the seed created it
        },
        WRITE_CALL,
      );
      // Anything else means another run cast the same vote meanwhile and this one toggled it off.
      if (res.userVote !== PROTO_TYPE[type])
        throw new Error(`${voter.username}'s vote on ${playlistId} was toggled off`);
      phase.created();
    } catch (err) {
      phase.failed(err);
    }
  });
  return phase.finish();
}
