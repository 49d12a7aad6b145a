import { emptyFeedTexts, resultAnnouncement } from './search-texts';

describe('search announcements', () => {
  it('says nothing for the plain feed', () => {
    expect(resultAnnouncement({}, 10, true)).toBe('');
  });

  it('names the query and the count, in the singular for one', () => {
    expect(resultAnnouncement({ q: 'sumer' }, 2, false)).toBe('2 playlists match "sumer"');
    expect(resultAnnouncement({ q: 'sumer', tag: 'beach' }, 1, false)).toBe('1 playlist matches "sumer"');
    expect(resultAnnouncement({ q: 'jazz' }, 10, true)).toBe('10 playlists match "jazz", more can be loaded');
  });

  it('counts a tag or platform filter without a query', () => {
    expect(resultAnnouncement({ tag: 'lofi' }, 3, false)).toBe('3 playlists found');
  });

  it('announces the empty states as shown', () => {
    expect(resultAnnouncement({ q: 'xyz' }, 0, false)).toBe('No playlists match "xyz"');
    expect(resultAnnouncement({ platform: 'apple' }, 0, false)).toBe('No Apple Music playlists yet');
    expect(resultAnnouncement({ tag: 'lofi' }, 0, false)).toBe('No playlists tagged #lofi');
  });

  it('keeps the spec’s empty-feed texts for the feed with nothing to narrow it', () => {
    expect(emptyFeedTexts({})).toEqual({
      title: 'No playlists yet!',
      hint: 'Be the first to share your playlist',
    });
  });

  it('names the tag and platform nothing matches, never "be the first"', () => {
    expect(emptyFeedTexts({ tag: 'lofi' })).toEqual({
      title: 'No playlists tagged #lofi',
      hint: 'Try another tag or platform, or clear the filters',
    });
    expect(emptyFeedTexts({ tag: 'lofi', platform: 'soundcloud' }).title).toBe(
      'No SoundCloud playlists tagged #lofi',
    );
    expect(emptyFeedTexts({ platform: 'youtube' }).title).toBe('No YouTube Music playlists yet');
    expect(emptyFeedTexts({ q: 'xyz', tag: 'lofi' })).toEqual({
      title: 'No playlists match "xyz"',
      hint: 'Try another search, or clear the filters',
    });
  });
});
