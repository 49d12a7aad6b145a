import { memberSince } from './member-since';

describe('memberSince', () => {
  it('writes the long US date', () => {
    expect(memberSince('2025-01-05T12:00:00.000Z')).toBe('January 5, 2025');
    expect(memberSince('2024-11-30T12:00:00.000Z')).toBe('November 30, 2024');
  });
});
