// Exact tallies under concurrency on FerretDB 1.x, where concurrent updates of one document can
// lose each other: many users vote on one playlist at the same moment.
import { vote } from '@sonic-nexus/proto';
import { waitFor } from '@sonic-nexus/test-kit';
import { newPlaylistId, newUserId, useVoteHarness } from './support/vote-harness';
import { FIRE, NONE, THUMBS_UP, TRASH } from './support/vote-types';

const USERS = 40;
const TYPES = [FIRE, THUMBS_UP, TRASH];

// The relay runs during the casts, as in production.
const h = useVoteHarness('race');

type Answer = { tallies?: { version: number } };
/** The answer of the last write among these casts (group commit: one write answers many casts). */
const latest = <A extends Answer>(answers: A[]): A | undefined =>
  answers.reduce<A | undefined>(
    (a, b) => ((b.tallies?.version ?? 0) > (a?.tallies?.version ?? 0) ? b : a),
    undefined,
  );

it(`keeps the tallies equal to the stored votes when ${USERS} users vote at once, then all take it back`, async () => {
  const playlistId = newPlaylistId();
  const users = Array.from({ length: USERS }, () => newUserId());
  const typeOf = (i: number): vote.VoteType => TYPES[i % TYPES.length];

  const first = await Promise.all(users.map((user, i) => h.cast(playlistId, user, typeOf(i))));
  const expected = {
    fireVotes: users.filter((_, i) => typeOf(i) === FIRE).length,
    thumbsUpVotes: users.filter((_, i) => typeOf(i) === THUMBS_UP).length,
    trashVotes: users.filter((_, i) => typeOf(i) === TRASH).length,
  };
  expect(await h.storedCounts(playlistId)).toEqual(expected);
  expect(first.every((res, i) => res.userVote === typeOf(i))).toBe(true);
  // Casts are written in batches: at most one write per cast, and the last write answered holds them all.
  const firstVersion = latest(first)?.tallies?.version ?? 0;
  expect(firstVersion).toBeGreaterThan(0);
  expect(firstVersion).toBeLessThanOrEqual(USERS);
  expect(latest(first)?.tallies).toMatchObject(expected);
  expect(await h.storedDoc(playlistId)).toMatchObject({ ...expected, version: firstVersion });

  // Half of them switch, at once, while the other half vote the same type again (removal).
  const second = await Promise.all(
    users.map((user, i) => h.cast(playlistId, user, i % 2 === 0 ? typeOf(i + 1) : typeOf(i))),
  );
  const afterSecond = await h.storedCounts(playlistId);
  expect(afterSecond.fireVotes + afterSecond.thumbsUpVotes + afterSecond.trashVotes).toBe(USERS / 2);
  expect(latest(second)?.tallies).toMatchObject(afterSecond);

  // Everyone still voting takes it back at once: every tally ends at 0.
  const stillVoting = users.filter((_, i) => i % 2 === 0);
  const third = await Promise.all(
    stillVoting.map((user) => h.cast(playlistId, user, typeOf(users.indexOf(user) + 1))),
  );
  expect(third.every((res) => res.userVote === NONE)).toBe(true);
  const zero = { fireVotes: 0, thumbsUpVotes: 0, trashVotes: 0 };
  expect(await h.storedCounts(playlistId)).toEqual(zero);
  const finalVersion = latest(third)?.tallies?.version ?? 0;
  expect(finalVersion).toBeLessThanOrEqual(2 * USERS + stillVoting.length);
  expect(latest(third)?.tallies).toMatchObject(zero);
  expect(await h.storedDoc(playlistId)).toMatchObject({ ...zero, version: finalVersion });

  // One vote.changed per write, versions 1..final (consumers order them by version), the last zeros.
  await h.snapshot();
  await waitFor(() => h.changesOf(playlistId).length >= finalVersion);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const envelopes = h.changes
    .filter((e) => e.aggregateId === playlistId)
    .sort((a, b) => a.version - b.version);
  expect(envelopes.map((e) => e.version)).toEqual(Array.from({ length: finalVersion }, (_, i) => i + 1));
  expect(
    envelopes.at(-1)?.payload?.$case === 'voteChanged' && envelopes.at(-1)?.payload?.value,
  ).toMatchObject(zero);
  // Each event carries exactly the tallies its cast answered with.
  const answered = new Map([...first, ...second, ...third].map((res) => [res.tallies?.version, res.tallies]));
  for (const e of envelopes) {
    expect(e.payload?.$case === 'voteChanged' && e.payload.value).toMatchObject({
      fireVotes: answered.get(e.version)?.fireVotes,
      thumbsUpVotes: answered.get(e.version)?.thumbsUpVotes,
      trashVotes: answered.get(e.version)?.trashVotes,
    });
  }
}, 60_000);
