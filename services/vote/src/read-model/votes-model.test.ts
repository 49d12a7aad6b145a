// The read model alone: every change (log entries applied, deletions, the bulk load at start)
// leaves the per-user indexes equal to what the playlists' votes say.
import type { VoteType } from '@sonic-nexus/contract';
import type { Vote } from '../voting/apply-ops';
import { VotesModel, type PlaylistSnapshot } from './votes-model';

const ANN = 1;
const BOB = 2;
const vote = (type: VoteType, votedAt: number): Vote => ({ type, votedAt });
const snapshot = (playlistId: string, version: number, votes: Array<[number, Vote]>, deleted = false) =>
  ({ playlistId, version, deleted, votes: new Map(votes) }) satisfies PlaylistSnapshot;

/** Stats and fire history recomputed the slow way from the playlists' tallies and votes. */
function expectConsistent(model: VotesModel, playlists: string[], users: number[]) {
  for (const userId of users) {
    const mine = playlists.flatMap((p) => {
      const type = model.userVote(p, userId);
      return type ? [{ p, type }] : [];
    });
    expect(model.stats(userId)).toEqual({
      fireVotes: mine.filter((v) => v.type === 'fire').length,
      thumbsUpVotes: mine.filter((v) => v.type === 'thumbs_up').length,
      trashVotes: mine.filter((v) => v.type === 'trash').length,
    });
    expect(model.fireHistory(userId, 0, 100).playlistIds.sort()).toEqual(
      mine
        .filter((v) => v.type === 'fire')
        .map((v) => v.p)
        .sort(),
    );
    expect(model.playlistsOf(userId).sort()).toEqual(mine.map((v) => v.p).sort());
  }
}

describe('VotesModel', () => {
  it('applies own writes: tallies, user vote, stats and newest-first fire history', () => {
    const m = new VotesModel();
    m.apply(
      'p1',
      1,
      new Map([
        [ANN, vote('fire', 10)],
        [BOB, vote('trash', 11)],
      ]),
      false,
    );
    m.apply('p2', 1, new Map([[ANN, vote('fire', 20)]]), false);
    m.apply('p3', 1, new Map([[ANN, vote('fire', 15)]]), false);
    expect(m.tallies('p1')).toEqual({
      playlistId: 'p1',
      fireVotes: 1,
      thumbsUpVotes: 0,
      trashVotes: 1,
      version: 1,
    });
    expect(m.userVote('p1', BOB)).toBe('trash');
    expect(m.fireHistory(ANN, 0, 2)).toEqual({ playlistIds: ['p2', 'p3'], total: 3 });
    expect(m.fireHistory(ANN, 2, 2)).toEqual({ playlistIds: ['p1'], total: 3 });
    expect(m.fireHistory(ANN, 9, 2)).toEqual({ playlistIds: [], total: 3 });

    // a switch away from fire leaves the history; fire again is the newest
    m.apply('p2', 2, new Map([[ANN, vote('trash', 30)]]), false);
    m.apply(
      'p1',
      2,
      new Map([
        [ANN, vote('fire', 40)],
        [BOB, null],
      ]),
      false,
    );
    expect(m.fireHistory(ANN, 0, 10).playlistIds).toEqual(['p1', 'p3']);
    expect(m.stats(ANN)).toEqual({ fireVotes: 2, thumbsUpVotes: 0, trashVotes: 1 });
    expect(m.stats(BOB)).toEqual({ fireVotes: 0, thumbsUpVotes: 0, trashVotes: 0 });
    expect(m.tallies('p1')).toMatchObject({ fireVotes: 1, trashVotes: 0, version: 2 });
    expectConsistent(m, ['p1', 'p2', 'p3'], [ANN, BOB]);
  });

  it('answers zeros at version 0 for a playlist nobody voted on, and an empty state to write on', () => {
    const m = new VotesModel();
    expect(m.tallies('none')).toEqual({
      playlistId: 'none',
      fireVotes: 0,
      thumbsUpVotes: 0,
      trashVotes: 0,
      version: 0,
    });
    expect(m.state('none')).toMatchObject({ version: 0, deleted: false, counts: { fireVotes: 0 } });
    expect(m.userVote('none', ANN)).toBeNull();
    expect(m.fireHistory(ANN, 0, 10)).toEqual({ playlistIds: [], total: 0 });
  });

  it('forgets a deleted playlist everywhere and keeps refusing it', () => {
    const m = new VotesModel();
    m.apply('p1', 1, new Map([[ANN, vote('fire', 10)]]), false);
    m.apply('p2', 1, new Map([[ANN, vote('fire', 20)]]), false);
    m.apply('p1', 2, new Map([[ANN, null]]), true);
    expect(m.state('p1')).toMatchObject({ deleted: true, version: 2 });
    expect([m.isDeleted('p1'), m.isDeleted('p2')]).toEqual([true, false]);
    expect(m.tallies('p1')).toMatchObject({ fireVotes: 0, version: 0 });
    expect(m.fireHistory(ANN, 0, 10)).toEqual({ playlistIds: ['p2'], total: 1 });
  });

  it('loads a scan in bulk, equal to the same playlists applied one by one', () => {
    const snaps = [
      snapshot('p1', 4, [
        [ANN, vote('fire', 3)],
        [BOB, vote('trash', 4)],
      ]),
      snapshot('p2', 1, [
        [ANN, vote('fire', 9)],
        [BOB, vote('fire', 1)],
      ]),
      snapshot('p3', 7, [], true),
    ];
    const bulk = new VotesModel();
    bulk.load(snaps);
    // the same playlists applied as the log would (each a first change, deletions as tombstones)
    const oneByOne = new VotesModel();
    for (const s of snaps) oneByOne.apply(s.playlistId, s.version, new Map(s.votes), s.deleted);
    for (const m of [bulk, oneByOne]) {
      expect(m.fireHistory(ANN, 0, 10).playlistIds).toEqual(['p2', 'p1']);
      expect(m.tallies('p1')).toMatchObject({ fireVotes: 1, trashVotes: 1, version: 4 });
      expect(m.state('p3')).toMatchObject({ deleted: true, version: 7 });
      expect(m.state('p2').version).toBe(1);
      expectConsistent(m, ['p1', 'p2', 'p3'], [ANN, BOB]);
    }
    // a load replaces everything held before
    bulk.load([]);
    expect(bulk.state('p1').version).toBe(0);
    expect(bulk.stats(ANN).fireVotes).toBe(0);
  });

  it('orders fire votes cast in the same millisecond by playlist id', () => {
    const m = new VotesModel();
    m.apply('b', 1, new Map([[ANN, vote('fire', 5)]]), false);
    m.apply('a', 1, new Map([[ANN, vote('fire', 5)]]), false);
    m.apply('c', 1, new Map([[ANN, vote('fire', 5)]]), false);
    expect(m.fireHistory(ANN, 0, 10).playlistIds).toEqual(['c', 'b', 'a']);
    m.apply('b', 2, new Map([[ANN, null]]), false);
    expect(m.fireHistory(ANN, 0, 10).playlistIds).toEqual(['c', 'a']);
  });
});
