import { tagOfHref } from './tag-clicks';

describe('card tag links', () => {
  it('reads the tag of a link to the home feed', () => {
    expect(tagOfHref('/?tag=lofi')).toBe('lofi');
    expect(tagOfHref(`/?tag=${encodeURIComponent('hip hop & soul')}`)).toBe('hip hop & soul');
  });

  it('ignores other addresses and blank tags', () => {
    expect(tagOfHref('/playlists/abc?tag=lofi')).toBeUndefined();
    expect(tagOfHref('/?platform=spotify')).toBeUndefined();
    expect(tagOfHref('https://elsewhere.example/?tag=lofi')).toBeUndefined();
    expect(tagOfHref('/?tag=')).toBeUndefined();
    expect(tagOfHref('/?tag=%20%20')).toBeUndefined();
  });
});
