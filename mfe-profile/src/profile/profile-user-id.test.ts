import { profileUserId } from './profile-user-id';

describe('profileUserId', () => {
  it('reads a positive whole number', () => {
    expect(profileUserId('1')).toBe(1);
    expect(profileUserId('4200')).toBe(4200);
  });

  it('refuses anything else', () => {
    for (const param of [undefined, '', '0', '-3', '1.5', '07', '1e3', ' 2', 'abc', '99999999999999999']) {
      expect(profileUserId(param)).toBeUndefined();
    }
  });
});
