import { packVotes, unpackVotes, withChanges } from './packed-votes';

describe('packed votes', () => {
  it('round-trips every type, and nothing as the empty string', () => {
    const votes = new Map([
      [1, { type: 'fire' as const, votedAt: 1_735_689_600_000 }],
      [1_000_000_001, { type: 'thumbs_up' as const, votedAt: 1 }],
      [42, { type: 'trash' as const, votedAt: 1_735_689_600_123 }],
    ]);
    const packed = packVotes(votes);
    expect(packed).toBe('1:f:1735689600000,1000000001:u:1,42:t:1735689600123');
    expect(unpackVotes(packed)).toEqual(votes);
    expect(packVotes([])).toBe('');
    expect(unpackVotes('')).toEqual(new Map());
  });

  it.each(['1:x:5', '1:f', 'a:f:5', '1:f:5,', '1:f:5.5'])('refuses the malformed %p', (packed) => {
    expect(() => unpackVotes(packed)).toThrow(/malformed stored vote/);
  });

  it('applies changes without copying the base', () => {
    const base = new Map([
      [1, { type: 'fire' as const, votedAt: 10 }],
      [2, { type: 'trash' as const, votedAt: 11 }],
    ]);
    const merged = new Map(
      withChanges(
        base,
        new Map([
          [1, null],
          [3, { type: 'fire' as const, votedAt: 12 }],
        ]),
      ),
    );
    expect(merged).toEqual(
      new Map([
        [2, { type: 'trash', votedAt: 11 }],
        [3, { type: 'fire', votedAt: 12 }],
      ]),
    );
    expect(base.size).toBe(2);
  });
});
