import { feedAddress, filtersFromSearch } from './feed-filters';

describe('feed filters in the address', () => {
  it('reads tag and platform, ignoring blanks', () => {
    expect(filtersFromSearch(new URLSearchParams('tag=Chill&platform=spotify'))).toEqual({
      tag: 'chill',
      platform: 'spotify',
    });
    expect(filtersFromSearch(new URLSearchParams('tag=&playlist=abc'))).toEqual({});
  });

  it('writes / with the parameters, or plain / when both are cleared', () => {
    expect(feedAddress({ tag: 'lofi beats', platform: 'youtube' })).toBe('/?tag=lofi+beats&platform=youtube');
    expect(feedAddress({ platform: 'apple' })).toBe('/?platform=apple');
    expect(feedAddress({})).toBe('/');
  });
});
