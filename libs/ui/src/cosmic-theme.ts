// The cosmic look (spec §1): dark algorithm, deep-space purples and blues, neon accents.
import { theme, type ThemeConfig } from 'antd';
import type { MapToken, SeedToken } from 'antd/es/theme/interface';

export const cosmicColors = {
  void: '#070414',
  nebula: '#140b33',
  panel: 'rgba(24, 14, 58, 0.82)',
  border: 'rgba(139, 92, 246, 0.35)',
  primary: '#8b5cf6',
  // White text on `primary` is 4.2:1; filled buttons and avatars use this deeper violet (5.7:1).
  primaryStrong: '#7c3aed',
  accent: '#22d3ee',
  text: '#ece8ff',
  // 7.5:1 on a card, 8.2:1 on the page: secondary text stays readable (WCAG AA asks 4.5:1).
  muted: '#a79fd0',
  // Placeholders and disabled text: 4.8:1 on a card.
  faint: '#857da6',
  // Error text (form messages, 'danger' text): 6.7:1 on a card; antd's dark red reads 4.4:1.
  dangerText: '#f87171',
  // Icon tints, kept from the emoji the icons replaced: flame orange, gold (trophy, like), lavender.
  flame: '#fb923c',
  gold: '#facc15',
  lavender: '#c4b5fd',
} as const;

/** The site's font: antd's components take it from the theme, the rest of the page from the app root. */
export const COSMIC_FONT_FAMILY = "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif";

/**
 * The class that carries the theme's CSS variables. Fixed rather than React's useId, so the build's
 * stylesheet and every app's runtime agree on it, and the app root can wear it too.
 */
export const COSMIC_CSS_VAR_CLASS = 'css-var-cosmic';

const cosmicToken = {
  colorPrimary: cosmicColors.primary,
  colorInfo: cosmicColors.accent,
  colorBgBase: cosmicColors.void,
  colorBgContainer: cosmicColors.panel,
  colorBgElevated: cosmicColors.nebula,
  colorBorder: cosmicColors.border,
  colorTextBase: cosmicColors.text,
  // The dark algorithm draws description/tertiary text at 45% white (3.9:1 here): solid colours
  // instead, so every secondary line passes AA contrast.
  colorTextSecondary: '#c4bde6',
  colorTextTertiary: cosmicColors.muted,
  colorTextDescription: cosmicColors.muted,
  colorTextQuaternary: cosmicColors.faint,
  colorTextPlaceholder: cosmicColors.faint,
  colorErrorText: cosmicColors.dangerText,
  borderRadius: 10,
  fontFamily: COSMIC_FONT_FAMILY,
} satisfies ThemeConfig['token'];

/** What antd hands the theme's algorithm: its default seed under the cosmic token. */
export const cosmicSeed: SeedToken = { ...theme.defaultSeed, ...cosmicToken };

/**
 * The dark algorithm's answer for `cosmicSeed`, worked out by the build (scripts/web/cosmic-map-token.ts)
 * and compiled in as JSON: in the browser the algorithm (palettes for every preset colour) was the
 * costliest step of the first render's theme. Without it (jest, the build's own Node code) the
 * algorithm runs as usual.
 */
export function cosmicAlgorithm(builtMapToken: string | undefined): NonNullable<ThemeConfig['algorithm']> {
  if (!builtMapToken) return theme.darkAlgorithm;
  const mapToken = JSON.parse(builtMapToken) as MapToken;
  return () => mapToken;
}

export const cosmicTheme: ThemeConfig = {
  // Styles come from the build's static stylesheet (scripts/web/antd-stylesheet.ts), not from
  // CSS-in-JS at render time.
  zeroRuntime: true,
  cssVar: { key: COSMIC_CSS_VAR_CLASS },
  algorithm: cosmicAlgorithm(process.env.COSMIC_MAP_TOKEN),
  token: cosmicToken,
  components: {
    Layout: { headerBg: 'rgba(7, 4, 20, 0.85)', bodyBg: 'transparent', footerBg: 'transparent' },
    Card: { colorBgContainer: cosmicColors.panel },
    // A field's message is drawn in colorError: the light red here, buttons keep the dark one.
    Form: { colorError: cosmicColors.dangerText },
    // The selected tab's label in a lighter violet: the primary reads 3.5:1 on a card, this 6.8:1.
    Tabs: { itemSelectedColor: '#a78bfa', itemActiveColor: '#a78bfa', itemHoverColor: '#c4b5fd' },
    Button: {
      colorPrimary: cosmicColors.primaryStrong,
      colorPrimaryHover: '#6d28d9',
      colorPrimaryActive: '#5b21b6',
      // Outlined buttons draw their hover text in the filled hover violet, 2.6:1 on a card: the
      // light violets instead (the tabs' 6.8:1 and better).
      defaultHoverColor: '#c4b5fd',
      defaultHoverBorderColor: '#a78bfa',
      defaultActiveColor: '#a78bfa',
      defaultActiveBorderColor: '#a78bfa',
    },
  },
};
