import { bioCounter } from './bio-counter';

describe('bioCounter', () => {
  it("reads 'n/120 characters'", () => {
    expect(bioCounter('')).toBe('0/120 characters');
    expect(bioCounter('DJ from Mars')).toBe('12/120 characters');
    expect(bioCounter('x'.repeat(120))).toBe('120/120 characters');
  });
});
