// Top of the home page: product name and the home tagline (spec §1).
import { cosmicColors, Typography } from '@sonic-nexus/ui';

export function CosmicHeader() {
  return (
    <header data-testid="cosmic-header" style={{ textAlign: 'center', padding: '40px 16px 16px' }}>
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
