// Query strings: coercion, defaults and rejections of the paging and filter parameters.
import {
  feedQuery,
  notificationsQuery,
  topQuery,
  userIdNamedParams,
  userIdParams,
  userVotesQuery,
  validationMessages as v,
} from './index';

describe('feedQuery', () => {
  it('defaults to page 1 and the feed page size', () => {
    expect(feedQuery.parse({})).toEqual({ page: 1, limit: 10 });
  });
  it('coerces strings and normalises filters', () => {
    expect(
      feedQuery.parse({ page: '3', limit: '50', tag: ' Chill ', platform: 'apple', q: ' moon ' }),
    ).toEqual({
      page: 3,
      limit: 50,
      tag: 'chill',
      platform: 'apple',
      q: 'moon',
    });
  });
  it('treats empty filters as absent', () => {
    expect(feedQuery.parse({ tag: '', platform: '', q: '' })).toEqual({ page: 1, limit: 10 });
  });
  it.each([
    [{ page: '0' }, 'page', v.pageInvalid],
    [{ page: 'abc' }, 'page', v.pageInvalid],
    [{ page: '1.5' }, 'page', v.pageInvalid],
    [{ page: '2147483648' }, 'page', v.pageInvalid],
    [{ page: 'Infinity' }, 'page', v.pageInvalid],
    [{ limit: '0' }, 'limit', v.limitInvalid],
    [{ limit: '51' }, 'limit', v.limitInvalid],
    [{ platform: 'napster' }, 'platform', v.platformInvalid],
    [{ q: 'x'.repeat(101) }, 'q', v.searchTooLong],
  ])('rejects %j', (query, field, message) => {
    const result = feedQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toEqual(expect.objectContaining({ path: [field], message }));
  });
});

describe('other queries', () => {
  it('top defaults to the home leaderboard size and allows the Top 100', () => {
    expect(topQuery.parse({})).toEqual({ limit: 20 });
    expect(topQuery.parse({ limit: '100' })).toEqual({ limit: 100 });
    expect(topQuery.safeParse({ limit: '101' }).success).toBe(false);
  });
  it('notifications page by 20', () => {
    expect(notificationsQuery.parse({ page: '2' })).toEqual({ page: 2, limit: 20 });
  });
  it('splits and de-duplicates vote ids', () => {
    expect(userVotesQuery.parse({ ids: 'a, b,a,,c' })).toEqual({ ids: ['a', 'b', 'c'] });
    expect(userVotesQuery.safeParse({ ids: ',' }).success).toBe(false);
    expect(userVotesQuery.safeParse({}).success).toBe(false);
  });
});

describe('numbers in paths and queries: canonical decimal only (issue 27)', () => {
  it.each(['0x8', '8.0', '08', '+8', ' 8', '8 ', '1e1', '8\n', '٨', '', '-8', '0', '9007199254740992'])(
    'refuses the user id %j',
    (id) => {
      expect(userIdParams.safeParse({ id }).error?.issues.map((issue) => issue.message)).toEqual([
        v.userIdInvalid,
      ]);
      expect(userIdNamedParams.safeParse({ userId: id }).success).toBe(false);
    },
  );
  it('reads the canonical spelling', () => {
    expect(userIdParams.parse({ id: '8' })).toEqual({ id: 8 });
    expect(userIdNamedParams.parse({ userId: '9007199254740991' })).toEqual({ userId: 9007199254740991 });
  });
  it.each(['0x2', '2.0', '02', '+2', ' 2', '2e0', '2\t'])('refuses the page %j', (page) => {
    expect(feedQuery.safeParse({ page }).error?.issues[0]?.message).toBe(v.pageInvalid);
    expect(notificationsQuery.safeParse({ limit: page }).error?.issues[0]?.message).toBe(v.limitInvalid);
  });
});
