import { queryKeys } from './query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, i) => key[i] === part);

describe('query keys', () => {
  it('file every playlist entry under the prefix that votes and tag edits refresh', () => {
    for (const key of [
      queryKeys.playlist('p1'),
      queryKeys.feedSearch({ tag: 'lofi', q: 'moon' }),
      queryKeys.topPlaylists(5),
      queryKeys.userVote('p1'),
      queryKeys.profile(7),
    ]) {
      expect(startsWith(key, queryKeys.playlists)).toBe(true);
    }
    expect(startsWith(queryKeys.userVote('p1'), queryKeys.playlist('p1'))).toBe(true);
    expect(startsWith(queryKeys.userVotesOf('a,b'), queryKeys.userVotes)).toBe(true);
    expect(startsWith(queryKeys.fireVotedPage(2), queryKeys.fireVoted)).toBe(true);
  });

  it('keep the current user apart from every other entry (sign-out refetches all but it)', () => {
    const others = [queryKeys.playlists, queryKeys.userVotes, queryKeys.fireVoted, queryKeys.unreadCount];
    for (const key of others) expect(key[0]).not.toBe(queryKeys.currentUser[0]);
  });
});
