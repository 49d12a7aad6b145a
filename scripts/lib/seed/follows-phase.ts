// Follows: checked one by one (GetFollowingStatus) and added through the user service. The follow
// calls answer UNIMPLEMENTED until issue 9 builds them; the phase then says so instead of failing.
import { status } from '@grpc/grpc-js';
import { unary } from '@sonic-nexus/service-kit';
import { planFollows } from './content';
import { forEachLimited } from './pool';
import { startPhase, type PhaseResult } from './progress';
import { hasStatus, WRITE_CALL, type SeedContext, type SeededUser } from './seed-context';

export async function seedFollows(ctx: SeedContext, users: SeededUser[]): Promise<PhaseResult> {
  const { seed, users: userCount, follows: count, concurrency } = ctx.options;
  const plan = planFollows(seed, userCount, count);
  const phase = startPhase('follows', plan.length, ctx.sink);
  const byIndex = new Map(users.map((u) => [u.index, u]));
  const client = ctx.clients.user;
  await forEachLimited(plan, concurrency, async ({ follower, following }) => {
    if (phase.skipped) return;
    const from = byIndex.get(follower);
    const to = byIndex.get(following);
    if (!from || !to)
      return phase.failed(new Error(`follow ${follower + 1} → ${following + 1}: a user was not seeded`));
    const pair = { followerId: from.id, followingId: to.id };
    try {
      const { isFollowing } = await unary(client, client.getFollowingStatus, pair, WRITE_CALL);
      if (isFollowing) return phase.existing();
      await unary(client, client.follow, pair, WRITE_CALL);
      phase.created();
    } catch (err) {
      if (hasStatus(err, status.UNIMPLEMENTED)) phase.skip('not implemented by the user service yet');
      else phase.failed(err);
    }
  });
  return phase.finish();
}
