import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { withTally, writeVoteToCache } from './vote-cache';

const playlist = (id: string, fireVotes = 0) => ({
  id,
  title: id,
  fireVotes,
  thumbsUpVotes: 0,
  trashVotes: 0,
});
const tally = { userVote: 'fire' as const, fireVotes: 5, thumbsUpVotes: 1, trashVotes: 2 };

describe('writing a vote into the cache', () => {
  it('updates only that playlist, wherever it is cached', () => {
    const feed = { pages: [{ playlists: [playlist('a'), playlist('b')], hasMore: false, currentPage: 1 }] };
    const patched = withTally(feed, 'b', tally) as typeof feed;
    expect(patched.pages[0].playlists[1]).toMatchObject({
      id: 'b',
      fireVotes: 5,
      thumbsUpVotes: 1,
      trashVotes: 2,
    });
    expect(patched.pages[0].playlists[0]).toBe(feed.pages[0].playlists[0]);
    expect(withTally([playlist('b')], 'b', tally)).toEqual([
      { ...playlist('b'), fireVotes: 5, thumbsUpVotes: 1, trashVotes: 2 },
    ]);
  });

  it('sets the user vote in the ids map and the single-vote entry', () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.playlist('b'), playlist('b'));
    client.setQueryData(queryKeys.userVotesOf('a,b'), { a: 'trash', b: 'trash' });
    writeVoteToCache(client, 'b', tally);
    expect(client.getQueryData(queryKeys.playlist('b'))).toMatchObject({ fireVotes: 5 });
    expect(client.getQueryData(queryKeys.userVotesOf('a,b'))).toEqual({ a: 'trash', b: 'fire' });
    expect(client.getQueryData(queryKeys.userVote('b'))).toEqual({ userVote: 'fire' });
    writeVoteToCache(client, 'b', { ...tally, userVote: null });
    expect(client.getQueryData(queryKeys.userVotesOf('a,b'))).toEqual({ a: 'trash' });
  });
});
