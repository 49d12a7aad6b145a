// Ranks 1-5 get special badges (spec §2), on the home leaderboard card and on Top 100.
// Their icons are SVG, not emoji (see libs/ui's VoteIcon for why).
import CompassFilled from '@ant-design/icons-svg/es/asn/CompassFilled';
import CrownFilled from '@ant-design/icons-svg/es/asn/CrownFilled';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import RocketFilled from '@ant-design/icons-svg/es/asn/RocketFilled';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import { LEADERBOARD_BADGE_RANKS } from '@sonic-nexus/contract';
import { cosmicColors } from '@sonic-nexus/ui';

const badges = [
  { name: 'Supreme Alien Commander', icon: CrownFilled, color: cosmicColors.gold },
  { name: 'Galactic Admiral', icon: RocketFilled, color: '#e5e7eb' },
  { name: 'Cosmic Navigator', icon: CompassFilled, color: '#f59e0b' },
  { name: 'Space Explorer', icon: GlobalOutlined, color: '#22d3ee' },
  { name: 'Star Cadet', icon: StarFilled, color: '#a78bfa' },
] as const;

export type RankBadge = (typeof badges)[number];

/** The badge of a 1-based rank, or null past the badge ranks. */
export function rankBadge(rank: number): RankBadge | null {
  return rank >= 1 && rank <= LEADERBOARD_BADGE_RANKS ? badges[rank - 1] : null;
}
