// The cosmic look (spec §1): dark algorithm, deep-space purples and blues, neon accents.
import { theme, type ThemeConfig } from 'antd';

export const cosmicColors = {
  void: '#070414',
  nebula: '#140b33',
  panel: 'rgba(24, 14, 58, 0.82)',
  border: 'rgba(139, 92, 246, 0.35)',
  primary: '#8b5cf6',
  accent: '#22d3ee',
  text: '#ece8ff',
  muted: '#a79fd0',
} as const;

export const cosmicTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: cosmicColors.primary,
    colorInfo: cosmicColors.accent,
    colorBgBase: cosmicColors.void,
    colorBgContainer: cosmicColors.panel,
    colorBgElevated: cosmicColors.nebula,
    colorBorder: cosmicColors.border,
    colorTextBase: cosmicColors.text,
    borderRadius: 10,
    fontFamily: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
  },
  components: {
    Layout: { headerBg: 'rgba(7, 4, 20, 0.85)', bodyBg: 'transparent', footerBg: 'transparent' },
    Card: { colorBgContainer: cosmicColors.panel },
  },
};
