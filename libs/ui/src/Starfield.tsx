// Fixed starfield behind every page: layered radial gradients, no canvas and no animation cost.
import type { CSSProperties } from 'react';
import { cosmicColors } from './cosmic-theme';

const stars = [
  'radial-gradient(1px 1px at 12% 18%, #fff 50%, transparent 51%)',
  'radial-gradient(1px 1px at 68% 32%, #fff 50%, transparent 51%)',
  'radial-gradient(1.5px 1.5px at 35% 72%, #c4b5fd 50%, transparent 51%)',
  'radial-gradient(1px 1px at 84% 84%, #fff 50%, transparent 51%)',
  'radial-gradient(1.5px 1.5px at 52% 8%, #67e8f9 50%, transparent 51%)',
  'radial-gradient(1px 1px at 22% 48%, #fff 50%, transparent 51%)',
  'radial-gradient(1px 1px at 91% 12%, #e9d5ff 50%, transparent 51%)',
];

const tileSizes = [211, 263, 317, 379, 229, 293, 347];

const nebulae = [
  `radial-gradient(ellipse at 20% 10%, rgba(139, 92, 246, 0.28), transparent 55%)`,
  `radial-gradient(ellipse at 85% 70%, rgba(34, 211, 238, 0.16), transparent 50%)`,
  `linear-gradient(180deg, ${cosmicColors.void} 0%, ${cosmicColors.nebula} 100%)`,
];

const style: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  pointerEvents: 'none',
  backgroundImage: [...stars, ...nebulae].join(', '),
  // Co-prime-ish tile sizes keep the repeated stars from lining up in a visible grid.
  backgroundSize: `${tileSizes.map((px) => `${px}px ${px}px`).join(', ')}, 100% 100%, 100% 100%, 100% 100%`,
};

export function Starfield() {
  return <div aria-hidden="true" data-testid="starfield" style={style} />;
}
