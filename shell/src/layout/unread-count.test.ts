import { bellLabel, unreadBadgeText } from './unread-count';

describe('unread badge', () => {
  it('shows the count, and 99+ above 99', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });

  it('names the bell with the count a screen reader reads out', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(-1)).toBe('Notifications');
    expect(bellLabel(1)).toBe('Notifications, 1 unread');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(150)).toBe('Notifications, 99+ unread');
  });
});
