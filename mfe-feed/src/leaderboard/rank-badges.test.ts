import { rankBadge } from './rank-badges';

describe('rank badges', () => {
  it('names ranks 1-5 and leaves the others plain', () => {
    expect([1, 2, 3, 4, 5].map((rank) => rankBadge(rank)?.name)).toEqual([
      'Supreme Alien Commander',
      'Galactic Admiral',
      'Cosmic Navigator',
      'Space Explorer',
      'Star Cadet',
    ]);
    expect(rankBadge(6)).toBeNull();
    expect(rankBadge(0)).toBeNull();
  });
});
