// The build's precomputed map token must give the apps exactly the theme the dark algorithm gives.
import { cosmicAlgorithm, cosmicSeed, cosmicTheme } from '@sonic-nexus/ui/src/cosmic-theme';
import { theme } from 'antd';
import { cosmicMapTokenDefinitions } from './cosmic-map-token';

describe('the cosmic map token made at build time', () => {
  const built = JSON.parse(cosmicMapTokenDefinitions()['process.env.COSMIC_MAP_TOKEN'] as string) as string;

  it('is the dark algorithm applied to the cosmic seed', () => {
    expect(JSON.parse(built)).toEqual(theme.darkAlgorithm(cosmicSeed));
  });

  it('yields the same design token as the algorithm run in the browser', () => {
    const live = theme.getDesignToken({ ...cosmicTheme, algorithm: theme.darkAlgorithm });
    const precomputed = theme.getDesignToken({ ...cosmicTheme, algorithm: cosmicAlgorithm(built) });
    expect(precomputed).toEqual(live);
    // The comparison means something: the dark algorithm's violet and the cosmic colours came through.
    expect(live.colorPrimary).toBe('#7951d4');
    expect(live.colorBgBase).toBe('#070414');
    expect(live.colorTextSecondary).toBe('#c4bde6');
  });

  it('falls back to the dark algorithm when the build handed nothing over', () => {
    expect(cosmicAlgorithm(undefined)).toBe(theme.darkAlgorithm);
  });
});
