// Group commit: casts that arrive together are logged as one entry, and the result is exactly what
// casting them one at a time gives: every answer, every tally, every stored vote, every user's
// stats and fire history.
import { unary } from '@sonic-nexus/service-kit';
import { planCasts, replay } from './support/cast-plan';
import { newPlaylistId, newUserId, useVoteHarness } from './support/vote-harness';
import { FIRE, THUMBS_UP, TRASH } from './support/vote-types';

const h = useVoteHarness('batch');

it('100 concurrent casts by 40 users on 3 playlists equal a sequential replay, in fewer writes', async () => {
  const users = Array.from({ length: 40 }, () => newUserId());
  const playlists = [newPlaylistId(), newPlaylistId(), newPlaylistId()];
  const plan = planCasts(users, playlists, 100);
  const expected = replay(plan, playlists);

  const answers = await Promise.all(
    plan.map(async (casts) => {
      const mine = [];
      for (const c of casts) mine.push(await h.cast(c.playlistId, c.userId, c.voteType));
      return mine;
    }),
  );

  expect(answers.map((mine) => mine.map((a) => a.userVote))).toEqual(expected.answers);
  let writes = 0;
  for (const playlistId of playlists) {
    const want = expected.tallies(playlistId);
    const { tallies } = await unary(h.client, h.client.getTallies, { playlistIds: [playlistId] });
    expect(tallies[0]).toMatchObject(want);
    expect(await h.storedCounts(playlistId)).toEqual(want);
    const stored = await h.storedDoc(playlistId);
    expect(stored).toMatchObject({ ...want, version: tallies[0]?.version });
    // the stored votes are the replayed ones, user by user
    const typeName = { [FIRE]: 'fire', [THUMBS_UP]: 'thumbs_up', [TRASH]: 'trash' } as Record<number, string>;
    expect(Object.fromEntries(await h.storedVotes(playlistId))).toEqual(
      Object.fromEntries(
        [...(expected.finalVotes.get(playlistId) ?? [])].map(([u, t]) => [String(u), typeName[t]]),
      ),
    );
    writes += tallies[0]?.version ?? 0;
  }
  // 40 users at once on 3 playlists: batches formed
  expect(writes).toBeLessThan(100);

  for (const userId of users) {
    const want = { fireVotes: 0, thumbsUpVotes: 0, trashVotes: 0 };
    for (const p of playlists) {
      const t = expected.finalVotes.get(p)?.get(userId);
      if (t === FIRE) want.fireVotes += 1;
      if (t === THUMBS_UP) want.thumbsUpVotes += 1;
      if (t === TRASH) want.trashVotes += 1;
    }
    expect(await unary(h.client, h.client.getUserVoteStats, { userId })).toEqual(want);
    const history = await unary(h.client, h.client.listFireVoted, { userId, page: 1, limit: 10 });
    expect(history.playlistIds).toEqual(expected.fireHistory(userId));
  }
}, 60_000);
