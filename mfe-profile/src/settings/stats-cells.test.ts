import { statCells, totalVotes } from './stats-cells';

const counts = {
  playlistCount: 3,
  fireVotes: 5,
  thumbsUpVotes: 2,
  trashVotes: 1,
  followerCount: 4,
  followingCount: 0,
};

describe('Account Statistics', () => {
  it('totals the three vote kinds and nothing else', () => {
    expect(totalVotes(counts)).toBe(8);
    expect(totalVotes({ ...counts, fireVotes: 0, thumbsUpVotes: 0, trashVotes: 0 })).toBe(0);
  });

  it('shows every count with its label, zeros included', () => {
    expect(statCells(counts).map(({ label, value }) => [label, value])).toEqual([
      ['Playlists Uploaded', '3'],
      ['Fire Votes', '5'],
      ['Thumbs Up Votes', '2'],
      ['Trash Votes', '1'],
      ['Followers', '4'],
      ['Following', '0'],
      ['Total Votes', '8'],
    ]);
  });

  it('draws the vote kinds’ icons on their three cells only', () => {
    expect(statCells(counts).map((cell) => cell.vote ?? null)).toEqual([
      null,
      'fire',
      'thumbs_up',
      'trash',
      null,
      null,
      null,
    ]);
  });

  it('draws Total Votes, and only it, across the grid (never alone on a short row)', () => {
    expect(
      statCells(counts)
        .filter((cell) => cell.summary)
        .map((cell) => cell.label),
    ).toEqual(['Total Votes']);
  });

  it("shows '...' for every value while loading", () => {
    expect(statCells(undefined).map((cell) => cell.value)).toEqual(Array(7).fill('...'));
  });
});
