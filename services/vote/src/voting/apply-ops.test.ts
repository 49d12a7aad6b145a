// The vote rules over a batch, alone: the order inside a batch, toggles, switches, deletions.
import { applyOps, type PlaylistVotes, type Vote, type VoteOp } from './apply-ops';
import { countTypes } from './vote-counts';

const ANN = 1;
const BOB = 2;
const CAT = 3;

function playlist(votes: Array<[number, Vote['type']]> = [], version = 0): PlaylistVotes {
  const map = new Map(votes.map(([userId, type], i) => [userId, { type, votedAt: 1000 + i }]));
  return { version, deleted: false, votes: map, counts: countTypes([...map.values()].map((v) => v.type)) };
}

let clock = 5000;
beforeEach(() => {
  clock = 5000;
});
const cast = (userId: number, voteType: Vote['type']): VoteOp => ({
  kind: 'cast',
  userId,
  voteType,
  votedAt: (clock += 1),
});

const set = (userId: number, voteType: Vote['type'] | null): VoteOp => ({
  kind: 'set',
  userId,
  voteType,
  votedAt: (clock += 1),
});

describe('applyOps', () => {
  it('adds, switches and toggles off, answering each caller in arrival order', () => {
    const r = applyOps(playlist([[BOB, 'trash']]), [
      cast(ANN, 'fire'),
      cast(BOB, 'thumbs_up'),
      cast(ANN, 'fire'),
      cast(CAT, 'trash'),
    ]);
    expect(r.outcomes).toEqual([
      { userVote: 'fire' },
      { userVote: 'thumbs_up' },
      { userVote: null },
      { userVote: 'trash' },
    ]);
    // ann's cast and its removal cancel out: ann is not a change at all
    expect([...r.changes.keys()].sort()).toEqual([BOB, CAT]);
    expect(r.changes.get(BOB)).toEqual({ type: 'thumbs_up', votedAt: 5002 });
    expect(r.counts).toEqual({ fireVotes: 0, thumbsUpVotes: 1, trashVotes: 1 });
    expect(r).toMatchObject({ changed: true, deleted: false, lastUserId: CAT });
  });

  it('equals the same casts applied one batch at a time', () => {
    const ops = [
      cast(ANN, 'fire'),
      cast(BOB, 'fire'),
      cast(ANN, 'trash'),
      cast(CAT, 'thumbs_up'),
      cast(BOB, 'fire'),
      cast(ANN, 'trash'),
      cast(CAT, 'fire'),
    ];
    const together = applyOps(playlist(), ops);
    let state = playlist();
    for (const op of ops) {
      const one = applyOps(state, [op]);
      const votes = new Map(state.votes);
      for (const [userId, vote] of one.changes) {
        if (vote) votes.set(userId, vote);
        else votes.delete(userId);
      }
      state = { version: state.version + 1, deleted: false, votes, counts: one.counts };
    }
    expect(together.counts).toEqual(state.counts);
    expect(together.counts).toEqual({ fireVotes: 1, thumbsUpVotes: 0, trashVotes: 0 });
    expect([...together.changes].filter(([, v]) => v).map(([u, v]) => [u, v?.type])).toEqual([[CAT, 'fire']]);
  });

  it('writes nothing when the batch changes nothing', () => {
    const r = applyOps(playlist([[ANN, 'fire']]), [
      cast(BOB, 'trash'),
      cast(BOB, 'trash'),
      { kind: 'remove-user', userId: CAT },
    ]);
    expect(r).toMatchObject({ changed: false, counts: { fireVotes: 1, thumbsUpVotes: 0, trashVotes: 0 } });
    expect(r.changes.size).toBe(0);
  });

  it('removes a user vote, and a removal of a user without one changes nothing', () => {
    const r = applyOps(
      playlist([
        [ANN, 'fire'],
        [BOB, 'trash'],
      ]),
      [{ kind: 'remove-user', userId: ANN }],
    );
    expect(r.changes).toEqual(new Map([[ANN, null]]));
    expect(r.counts).toEqual({ fireVotes: 0, thumbsUpVotes: 0, trashVotes: 1 });
    expect(r.lastUserId).toBe(ANN);
  });

  it('deletes the playlist: every vote goes, later casts in the batch are refused', () => {
    const r = applyOps(
      playlist([
        [ANN, 'fire'],
        [BOB, 'trash'],
      ]),
      [cast(CAT, 'fire'), { kind: 'delete-playlist' }, cast(ANN, 'trash')],
    );
    expect(r.outcomes).toEqual([{ userVote: 'fire' }, { userVote: null }, 'playlist-gone']);
    expect(r.changes).toEqual(
      new Map([
        [ANN, null],
        [BOB, null],
      ]),
    );
    expect(r).toMatchObject({
      deleted: true,
      changed: true,
      counts: { fireVotes: 0, thumbsUpVotes: 0, trashVotes: 0 },
    });
  });

  it('refuses casts on a deleted playlist and writes nothing', () => {
    const gone = { ...playlist([], 4), deleted: true };
    const r = applyOps(gone, [cast(ANN, 'fire'), { kind: 'delete-playlist' }]);
    expect(r.outcomes).toEqual(['playlist-gone', { userVote: null }]);
    expect(r.changed).toBe(false);
  });

  it('stamps every new vote with the clock, in order', () => {
    const r = applyOps(playlist(), [cast(ANN, 'fire'), cast(BOB, 'fire')]);
    expect(r.changes.get(ANN)?.votedAt).toBeLessThan(r.changes.get(BOB)?.votedAt ?? 0);
  });

  describe('set (a cast that says which vote the user saw)', () => {
    it('gives the vote the click meant, and the same set again changes nothing', () => {
      const r = applyOps(playlist([[BOB, 'trash']]), [set(ANN, 'fire'), set(ANN, 'fire'), set(BOB, 'trash')]);
      expect(r.outcomes).toEqual([{ userVote: 'fire' }, { userVote: 'fire' }, { userVote: 'trash' }]);
      expect([...r.changes.entries()]).toEqual([[ANN, { type: 'fire', votedAt: 5001 }]]);
      expect(r.counts).toEqual({ fireVotes: 1, thumbsUpVotes: 0, trashVotes: 1 });
      expect(r.lastUserId).toBe(ANN);
    });

    it('switches and removes whatever is stored; a set that matches it is no change at all', () => {
      const before = playlist([
        [ANN, 'fire'],
        [BOB, 'trash'],
      ]);
      const r = applyOps(before, [set(ANN, 'thumbs_up'), set(BOB, null), set(CAT, null)]);
      expect(r.outcomes).toEqual([{ userVote: 'thumbs_up' }, { userVote: null }, { userVote: null }]);
      expect(r.counts).toEqual({ fireVotes: 0, thumbsUpVotes: 1, trashVotes: 0 });
      expect(applyOps(before, [set(ANN, 'fire'), set(CAT, null)])).toMatchObject({
        changed: false,
        lastUserId: 0,
      });
    });

    it('answers playlist-gone on a deleted playlist', () => {
      const r = applyOps(playlist([[ANN, 'fire']]), [{ kind: 'delete-playlist' }, set(ANN, 'fire')]);
      expect(r.outcomes).toEqual([{ userVote: null }, 'playlist-gone']);
    });
  });
});
