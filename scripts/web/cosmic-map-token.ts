// The cosmic theme's map token worked out once at build time and compiled into the apps as JSON
// (libs/ui/src/cosmic-theme.ts says why). It comes from the seed the browser would use, so the two
// cannot drift apart; cosmic-map-token.test.ts checks that the result is the same theme.
import { cosmicSeed } from '@sonic-nexus/ui/src/cosmic-theme';
import { theme } from 'antd';

/** DefinePlugin's definitions: `process.env.COSMIC_MAP_TOKEN` becomes a string literal of JSON. */
export function cosmicMapTokenDefinitions(): Record<string, string> {
  const json = JSON.stringify(theme.darkAlgorithm(cosmicSeed));
  return { 'process.env.COSMIC_MAP_TOKEN': JSON.stringify(json) };
}
