// Top of the home page: product name and the home tagline (spec §1). Part of the page frame rather
// than of the feed: it needs no data, so it is in the HTML the build prerenders (prerender/) and is
// painted before any script runs; it is the first screen's largest element (its LCP).
import { cosmicColors, Typography } from '@sonic-nexus/ui';

export function HomeHero() {
  return (
    // The feed's column below starts 24 px under it, as it did when the feed drew the header.
    <header
      data-testid="cosmic-header"
      style={{ textAlign: 'center', maxWidth: 820, margin: '0 auto 24px', padding: '40px 32px 16px' }}
    >
      <Typography.Title
        style={{
          margin: 0,
          fontSize: 44,
          background: `linear-gradient(90deg, ${cosmicColors.primary}, ${cosmicColors.accent})`,
          WebkitBackgroundClip: 'text',
          WebkitTextFillColor: 'transparent',
        }}
      >
        Sonic Nexus
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 18 }} data-testid="home-tagline">
        The nexus of the music multiverse.
      </Typography.Paragraph>
    </header>
  );
}
