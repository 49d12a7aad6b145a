// The 404 page's picture: a ringed planet adrift among stars, in the site's violet-to-cyan
// gradient. Decorative only (aria-hidden): the page's heading says what happened.
import { cosmicColors } from '@sonic-nexus/ui';

const stars: ReadonlyArray<[number, number, number]> = [
  [18, 22, 1.4],
  [52, 118, 1],
  [86, 14, 1],
  [204, 20, 1.6],
  [224, 96, 1],
  [170, 138, 1.2],
  [30, 76, 1],
];

export function LostPlanet({ size = 240 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 240 160"
      width={size}
      height={(size * 160) / 240}
      aria-hidden="true"
      focusable="false"
      data-testid="lost-planet"
    >
      <defs>
        <linearGradient id="lost-planet-body" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={cosmicColors.primary} />
          <stop offset="1" stopColor={cosmicColors.accent} />
        </linearGradient>
        <radialGradient id="lost-planet-glow">
          <stop offset="0" stopColor={cosmicColors.primary} stopOpacity="0.45" />
          <stop offset="1" stopColor={cosmicColors.primary} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="120" cy="80" r="76" fill="url(#lost-planet-glow)" />
      {stars.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill={cosmicColors.text} />
      ))}
      {/* The ring's far half is drawn before the planet, its near half after, so it wraps around. */}
      <g transform="rotate(-14 120 80)" fill="none" stroke={cosmicColors.accent} strokeWidth="3">
        <path d="M 32 80 A 88 20 0 0 1 208 80" strokeOpacity="0.5" />
      </g>
      <circle cx="120" cy="80" r="42" fill="url(#lost-planet-body)" />
      <circle cx="106" cy="66" r="8" fill={cosmicColors.void} fillOpacity="0.18" />
      <circle cx="136" cy="94" r="5" fill={cosmicColors.void} fillOpacity="0.18" />
      <g transform="rotate(-14 120 80)" fill="none" stroke={cosmicColors.accent} strokeWidth="3">
        <path d="M 208 80 A 88 20 0 0 1 32 80" />
      </g>
      {/* A small satellite drifting off its orbit. */}
      <g transform="translate(196 40) rotate(28)">
        <rect x="-9" y="-2.5" width="18" height="5" rx="1" fill={cosmicColors.muted} />
        <rect x="-3" y="-5" width="6" height="10" rx="2" fill={cosmicColors.text} />
      </g>
    </svg>
  );
}
