import { authPathReturningTo, safeReturnPath, signInReason } from './index';

describe('safeReturnPath (the open-redirect check of /auth?next=)', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeReturnPath('/top-100')).toBe('/top-100');
    expect(safeReturnPath('/users/7?tab=x#top')).toBe('/users/7?tab=x#top');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/top-100'],
    ['https://evil.example/'],
    ['http://evil.example'],
    ['https:evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['javascript:alert(1)'],
    ['top-100'],
    [''],
    ['/auth'],
    ['/auth?next=/top-100'],
    [`/${'a'.repeat(3000)}`],
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('refuses nothing given', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});

describe('authPathReturningTo', () => {
  it('names the page to return to, encoded', () => {
    expect(authPathReturningTo('/top-100')).toBe('/auth?next=%2Ftop-100');
    expect(authPathReturningTo('/users/7?a=b')).toBe('/auth?next=%2Fusers%2F7%3Fa%3Db');
  });

  it('is plain /auth for the home page or an unsafe path', () => {
    expect(authPathReturningTo('/')).toBe('/auth');
    expect(authPathReturningTo('//evil.example')).toBe('/auth');
  });
});

describe('signInReason', () => {
  it("uses the page's own reason, the spec's where it has one", () => {
    expect(signInReason('/top-100')).toBe('Please log in to view the Top 100 leaderboard.');
    expect(signInReason('/notifications?page=2')).toBe('Please log in to view notifications');
    expect(signInReason('/followers')).toBe('Please log in to view your followers.');
    expect(signInReason('/somewhere')).toBe('Please log in to view this page.');
  });
});
