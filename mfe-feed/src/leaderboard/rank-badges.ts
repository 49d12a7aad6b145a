// Ranks 1-5 get special badges (spec §2), on the home leaderboard card and on Top 100.
import { LEADERBOARD_BADGE_RANKS } from '@sonic-nexus/contract';

const badges = [
  { name: 'Supreme Alien Commander', icon: '👽', color: '#facc15' },
  { name: 'Galactic Admiral', icon: '🚀', color: '#e5e7eb' },
  { name: 'Cosmic Navigator', icon: '🌌', color: '#f59e0b' },
  { name: 'Space Explorer', icon: '🛸', color: '#22d3ee' },
  { name: 'Star Cadet', icon: '⭐', color: '#a78bfa' },
] as const;

export type RankBadge = (typeof badges)[number];

/** The badge of a 1-based rank, or null past the badge ranks. */
export function rankBadge(rank: number): RankBadge | null {
  return rank >= 1 && rank <= LEADERBOARD_BADGE_RANKS ? badges[rank - 1] : null;
}
