// The filter expression the Meilisearch adapter sends and the ranks it reads back (no server).
import { filterExpression, quoteFilterValue, toSearchHits } from './meilisearch-query';
import { compareRanks } from './search-engine';

describe('filterExpression', () => {
  it('filters nothing without a tag or a platform (nor with empty ones)', () => {
    expect(filterExpression({})).toBeUndefined();
    expect(filterExpression({ tag: '', platform: '' })).toBeUndefined();
  });

  it('matches a tag, a platform, or both at once', () => {
    expect(filterExpression({ tag: 'chill' })).toBe('tags = "chill"');
    expect(filterExpression({ platform: 'youtube' })).toBe('platform = "youtube"');
    expect(filterExpression({ tag: 'chill', platform: 'youtube' })).toBe(
      'tags = "chill" AND platform = "youtube"',
    );
  });

  it('escapes quotes and backslashes, so a value never leaves its quotes', () => {
    expect(quoteFilterValue('say "hi"')).toBe('"say \\"hi\\""');
    expect(quoteFilterValue('back\\slash')).toBe('"back\\\\slash"');
    // A trailing backslash must not escape the closing quote.
    expect(quoteFilterValue('end\\')).toBe('"end\\\\"');
    expect(filterExpression({ tag: 'x" OR platform = "y' })).toBe('tags = "x\\" OR platform = \\"y"');
    expect(filterExpression({ tag: '\\"', platform: 'p' })).toBe('tags = "\\\\\\"" AND platform = "p"');
  });

  it('keeps other characters as they are (spaces, accents, operators)', () => {
    expect(filterExpression({ tag: "lo-fi hip hop (été) AND NOT 'x'" })).toBe(
      `tags = "lo-fi hip hop (été) AND NOT 'x'"`,
    );
  });
});

describe('toSearchHits', () => {
  it("keeps Meilisearch's order and ranks each hit -rankingScore, smaller first", () => {
    const hits = toSearchHits([
      { id: 'a', _rankingScore: 0.91 },
      { id: 'b', _rankingScore: 0.5 },
      { id: 7, _rankingScore: 0 },
    ]);
    expect(hits).toEqual([
      { id: 'a', rank: [-0.91] },
      { id: 'b', rank: [-0.5] },
      { id: '7', rank: [0] },
    ]);
    expect(Object.is(hits[2]!.rank[0], 0)).toBe(true); // +0, not -0
    expect(compareRanks(hits[0]!.rank, hits[1]!.rank)).toBeLessThan(0);
    expect(compareRanks(hits[1]!.rank, hits[2]!.rank)).toBeLessThan(0);
  });

  it('gives equal scores equal ranks', () => {
    const [a, b] = toSearchHits([
      { id: 'a', _rankingScore: 0.75 },
      { id: 'b', _rankingScore: 0.75 },
    ]);
    expect(compareRanks(a!.rank, b!.rank)).toBe(0);
  });

  it('answers no hits for no hits', () => {
    expect(toSearchHits([])).toEqual([]);
  });

  it('rejects a hit without a ranking score (a server that ignored showRankingScore)', () => {
    expect(() => toSearchHits([{ id: 'a', _rankingScore: 0.5 }, { id: 'b' }])).toThrow(
      'Meilisearch returned hit b without _rankingScore',
    );
  });
});
