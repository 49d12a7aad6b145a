import { unreadBadgeText } from './unread-count';

describe('unread badge', () => {
  it('shows the count, and 99+ above 99', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
});
