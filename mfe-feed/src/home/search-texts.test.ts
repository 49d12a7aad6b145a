import { resultAnnouncement } from './search-texts';

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
    expect(resultAnnouncement({ platform: 'apple' }, 0, false)).toBe('No playlists yet!');
  });
});
